// What other features may use of the application wizard (lint refuses any other way in): the job a
// visitor chose to apply to and the jobs they applied to (the job board), and the wizard's form,
// state and submission, which the enquiry page runs with its own steps.
export { rememberApplyTarget } from "./apply-target";
export { ResultPopup, type PopupMessage } from "./components/result-popup";
export { WizardForm } from "./components/wizard-form";
export { useAppliedJobs } from "./api/use-applied-jobs";
export { useSubmission } from "./use-submission";
export { useWizard } from "./use-wizard";
