// Company facts shown by the footer, the contact section and the mails: one place to change them.
export const COMPANY = {
  name: "RFT Technologies",
  trainingCompany: "RFT Training & Consulting",
  tagline: "AI-powered education, incubation and technology consulting.",
  established: "2024-03-19",
  address: "2nd Floor, Tech Park Road, Sector 5, Manipal, Karnataka 576104, India",
  email: "hello@rft.example",
  phone: "+91 98765 43210",
  /** The phone number for tel: links. */
  phoneHref: "tel:+919876543210",
  hours: "Monday to Friday, 9:30 am to 6:30 pm IST",
  /** The company's time zone (IANA) and its abbreviation: interview invites name it beside the UTC times. */
  timeZone: "Asia/Kolkata",
  timeZoneAbbreviation: "IST",
  social: {
    linkedin: "https://www.linkedin.com/company/rft-technologies",
    instagram: "https://www.instagram.com/rft.technologies",
  },
} as const;
