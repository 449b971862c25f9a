// The short privacy policy and terms of service, each on its own page (/privacy, /terms). The privacy
// policy is also the notice the DPDP Act asks for: its version (shared/privacy.ts) is its date, and
// the consent rows name it, so change PRIVACY_NOTICE_VERSION with any change to its text below.
import { CONSENT_PURPOSES, CONSENT_PURPOSE_TEXTS, PRIVACY_NOTICE_VERSION } from "../../shared/privacy";

export type LegalSection = { id: "privacy" | "terms"; title: string; updated: string; paragraphs: string[] };

export const PRIVACY_POLICY: LegalSection = {
  id: "privacy",
  title: "Privacy Policy",
  updated: PRIVACY_NOTICE_VERSION,
  paragraphs: [
    "We collect what you give us (your name, e-mail, phone number, messages and job applications) and use it only to answer you, run your account and consider your applications.",
    "Resumes and documents are stored privately and read only by our HR team. We never sell your data, and we share it only with services that help us run the site, under contract.",
  ],
};

/** The privacy policy's parts after its opening paragraphs, each under its heading. */
export const PRIVACY_POLICY_PARTS: { heading: string; paragraphs: string[] }[] = [
  {
    heading: "What you consent to",
    paragraphs: [
      "When you send an application we record your consent to each purpose below, with this policy's version, the date and the session it came from.",
      ...CONSENT_PURPOSES.map((purpose) => `${CONSENT_PURPOSE_TEXTS[purpose].label}: ${CONSENT_PURPOSE_TEXTS[purpose].description}`),
    ],
  },
  {
    heading: "What we keep, and for how long",
    paragraphs: [
      "Your account until you delete it; an application while we consider it. One year after we decline an application or you withdraw it, its personal details and documents are erased, unless you asked us to keep your profile for future openings: then we keep it until you withdraw that consent, and erase it once a year has passed since the decision (at once, if it has already). Enquiries and contact messages are erased one year after they were sent. What remains is anonymous (department, hiring round, dates), for our hiring figures.",
    ],
  },
  {
    heading: "Withdrawing your consent",
    paragraphs: [
      "Signed in, open your profile: Privacy and consent lists what you agreed to with each application, and Withdraw ends your consent to keep your profile for future openings in one click. Consent to processing an application ends with the application: withdraw it on Tracking Application, or delete your account.",
    ],
  },
  {
    heading: "Your data and your requests",
    paragraphs: [
      "You can download or erase your data yourself. Signed in, open your profile: Download my data gives you a ZIP of your account, your applications with their history, the e-mails we sent you about them and your documents; Delete my account erases your account and the personal details and documents of your applications and enquiries at once.",
      "To ask for a copy of your data, to have it corrected or erased, or to make a complaint, file a request under Your data requests on your profile: we confirm it by e-mail, and the profile shows the date by which we answer. You may also write to our grievance officer.",
    ],
  },
];

/** The footer's one-line summary of the policy. */
export const PRIVACY_SUMMARY =
  "We keep personal data of an application no longer than a year after it is decided or withdrawn, unless you ask us to keep it for future openings. Download or erase yours from your profile.";

export const TERMS_OF_SERVICE: LegalSection = {
  id: "terms",
  title: "Terms of Service",
  updated: "2025-01-15",
  paragraphs: [
    "The site, its content and its artwork belong to the company. You may share links and download gallery pictures for personal, non-commercial use.",
    "Keep your account details private and give accurate information in forms and applications. We may suspend accounts that misuse the site.",
    "Programme details, dates and fees are confirmed in writing at enrolment; the pages here are a summary.",
  ],
};
