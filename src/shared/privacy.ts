// The privacy notice (DPDP Act 2023): its version, which every consent row names, the purposes a
// candidate consents to at submission, and the public facts the /privacy page shows (the grievance
// officer comes from the server's configuration, tRPC privacy.notice). Zod-free, as the footer's
// texts import it on every page; the schemas are in privacy-schemas.ts.

/**
 * The notice's version: the date its text last changed. Consent rows record the version the
 * candidate was shown, so change it together with the notice's text (client/content/legal.ts).
 */
export const PRIVACY_NOTICE_VERSION = "2026-11-27";

export const PRIVACY_PATH = "/privacy";

/** The values of Prisma's ConsentPurpose, in the order the notice and the profile list them. */
export const CONSENT_PURPOSES = ["application_processing", "future_openings"] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

export type ConsentPurposeText = {
  /** What the candidate agrees to, as the wizard's checkbox and the profile name it. */
  label: string;
  /** What it means, in one or two sentences. */
  description: string;
  /** Required to apply: submitting the form gives it, and only withdrawing the application ends it. */
  required: boolean;
};

export const CONSENT_PURPOSE_TEXTS: Record<ConsentPurpose, ConsentPurposeText> = {
  application_processing: {
    label: "Processing my application",
    description:
      "We use the details and documents you send to consider you for the job you applied for and to write to you about it. It is required to apply: submitting an application gives it.",
    required: true,
  },
  future_openings: {
    label: "Keep my profile for future openings",
    description:
      "Optional, off unless you tick it. After a decision on your application we keep it, so our HR team can consider you for other openings, until you withdraw this consent on your profile.",
    required: false,
  },
};

/** The one purpose a candidate may withdraw on its own (the other ends with the application). */
export const WITHDRAWABLE_PURPOSE = "future_openings" satisfies ConsentPurpose;

export const CONSENT_TEXTS = {
  unknownPurpose: `Unknown consent purpose: use ${CONSENT_PURPOSES.join(" or ")}.`,
  requiredPurpose:
    "Consent to processing an application cannot be withdrawn on its own: withdraw the application on Tracking Application, or delete your account on your profile, instead.",
  withdrawn: "Your consent to keep your profile for future openings has been withdrawn.",
  nothingToWithdraw: "There was no consent to keep your profile for future openings to withdraw.",
  futureOpeningsChoice: "futureOpenings must be true or false.",
  loadFailed: "We could not load your consents. Please try again.",
  withdrawFailed: "Your consent could not be withdrawn. Please try again.",
} as const;

/** Whoever handles complaints and requests about personal data (DPDP Rules): from configuration. */
export type GrievanceOfficer = { name: string; address: string; email: string };

/** What the /privacy page needs from the server (tRPC privacy.notice, prefetched when rendered). */
export type PrivacyNotice = { version: string; grievanceOfficer: GrievanceOfficer };
