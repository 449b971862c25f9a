// The General Application: an application to the company rather than to a posted job. Without zod,
// so the board can tell one apart without loading the wizard's schemas.
export const GENERAL_APPLICATION_TITLE = "General Application";
/** jobpost_id 0 is a general application, not tied to a posted job. */
export const GENERAL_APPLICATION_JOB_ID = 0;
