// Every text of the HR area's error catalogue and states (spec doc 2 §2, §8), in one place for
// the screens and the server.
export const HR_MESSAGES = {
  // Candidates (enquiries)
  fetchEnquiriesFailed: "Failed to fetch candidates",
  noEnquiries: "No candidates found",
  noMatchingEnquiries: "No candidates match your current filters.",
  deleteEnquiryFailed: "Failed to delete candidate.",
  enquiryDeleted: "Candidate deleted successfully!",
  rejectFailed: "Failed to send rejection email.",
  rejectSent: "Rejection email sent successfully!",
  enquiryAlreadyRejected: "This candidate has already been rejected; no second mail was sent.",
  /** The enquiry's personal data were erased (retention or the candidate's own request): no one to mail. */
  enquiryErased: "This candidate's personal data have been erased, so they can no longer be contacted.",
  noEnquiryId: "No candidate ID provided in the URL.",
  enquiryNotFound: "Candidate not found",
  fetchEnquiryFailed: "Failed to fetch candidate",
  noEnquiry: "No candidate found",
  // Jobs
  jobPosted: "Job posted successfully!",
  postJobFailed: "Failed to post job: ",
  jobUpdated: "Job updated successfully!",
  updateJobFailed: "Failed to update job: ",
  deleteJobFailed: "Failed to delete job.",
  jobDeletedWithApplications: (closed: number) =>
    `Job deleted. ${closed} open ${closed === 1 ? "application was" : "applications were"} closed and the candidates are being e-mailed.`,
  noJobs: "No jobs found",
  noMatchingJobs: "No matching jobs",
  invalidJobId: "Invalid job ID",
  loadJobFailed: "Failed to load job details. Please try again.",
  jobNotFound: "Job not found",
  // Applicants
  fetchApplicantsFailed: "Failed to fetch applicants.",
  noApplicants: "No applicants found.",
  fetchStepApplicantsFailed: "Error fetching candidates. Please try again.",
  noStepApplicants: "No candidates found for this department and step.",
  fetchApplicantFailed: "Error fetching applicant details. Please try again.",
  applicantNotFound: "Applicant not found",
  moveFailed: "Failed to move applicant",
  mailFailed: "Error sending email or updating status",
  notInProgress: "Only applicants in progress can be moved.",
  laterRoundOnly: "An accepted applicant moves to a later round.",
  resumeMissing: "Resume file not found",
  academicsMissing: "Academic documents not found",
} as const;

/** Said once the move is made and its mail queued: the worker sends it moments later, or fails to. */
export function mailQueuedMessage(email: string): string {
  return `Status updated; the mail to ${email} is queued for sending.`;
}

/** Said when a mail HR just queued has failed for good (the worker's retries take about 15 s). */
export function mailFailedMessage(name: string): string {
  return `The mail to ${name} could not be sent. Open their details to see why and retry it.`;
}
