// The short privacy policy and terms of service, each on its own page (/privacy, /terms).
export type LegalSection = { id: "privacy" | "terms"; title: string; updated: string; paragraphs: string[] };

export const PRIVACY_POLICY: LegalSection = {
  id: "privacy",
  title: "Privacy Policy",
  updated: "2026-11-24",
  paragraphs: [
    "We collect what you give us (your name, e-mail, phone number, messages and job applications) and use it only to answer you, run your account and consider your applications.",
    "Resumes and documents are stored privately and read only by our HR team. We never sell your data, and we share it only with services that help us run the site, under contract.",
    "What we keep, and for how long: your account until you delete it; an application while we consider it. One year after we decline an application or you withdraw it, its personal details and documents are erased, and so are enquiries and contact messages one year after they were sent. What remains is anonymous (department, hiring round, dates), for our hiring figures.",
    "You can download or erase your data yourself. Signed in, open your profile: Download my data gives you a ZIP of your account, your applications with their history, the e-mails we sent you about them and your documents; Delete my account erases your account and the personal details and documents of your applications and enquiries at once. You may also write to the e-mail address below.",
  ],
};

/** The footer's one-line summary of the policy. */
export const PRIVACY_SUMMARY =
  "We keep personal data of an application no longer than a year after it is decided or withdrawn. Download or erase yours from your profile.";

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
