// What the application endpoints and pages say, apart from the step validation messages. A module
// of its own, without zod, so the jobs board and job pages show them without loading the wizard's
// schemas.
export const APPLICATION_MESSAGES = {
  duplicate: "You have already applied for this job.",
  submitted: "Application submitted successfully! We will contact you soon.",
  failed: "An error occurred during submission. Please try again.",
  enquirySubmitted: "Submitted successfully!",
  enquiryThanks: "Thank you for your enquiry. We will get back to you soon.",
  expired: "The application deadline for this job has passed, so it no longer accepts applications.",
  jobRemoved: "This job has been removed from the job board, so it no longer accepts applications.",
  /** Under the locked e-mail field of a signed-in candidate's application. */
  accountEmail: "Your account's e-mail address: every message about this application is sent here.",
  notYourAccount: "You can only submit an application for your own account.",
  badData: "The application data is missing or is not valid JSON.",
} as const;
