// The short privacy policy and terms of service, each on its own page (/privacy, /terms).
export type LegalSection = { id: "privacy" | "terms"; title: string; updated: string; paragraphs: string[] };

export const PRIVACY_POLICY: LegalSection = {
  id: "privacy",
  title: "Privacy Policy",
  updated: "2025-01-15",
  paragraphs: [
    "We collect what you give us (your name, e-mail, phone number, messages and job applications) and use it only to answer you, run your account and consider your applications.",
    "Resumes and documents are stored privately and read only by our HR team. We never sell your data, and we share it only with services that help us run the site, under contract.",
    "You may ask us at any time to see, correct or delete your data by writing to the e-mail address below.",
  ],
};

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
