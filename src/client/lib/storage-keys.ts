// Browser storage keys of the spec (doc 1 §3, doc 2 §3), and the few of our own.
export const STORAGE_KEYS = {
  authToken: "authToken",
  user: "user",
  theme: "theme",
  userProfile: "userProfile",
  jobTitle: "jobTitle",
  jobpostId: "jobpost_id",
  /** The wizard draft (step and data without files) of the signed-in user; key not given by the spec. */
  applicationDraft: "applicationDraft",
  /** sessionStorage: the contact form's unsent message, kept while a signed-out visitor signs in. */
  contactDraft: "contactDraft",
} as const;

/** Older token keys that logout also clears. */
export const LEGACY_TOKEN_KEYS = ["token", "accessToken", "refreshToken"] as const;
