// Spec doc 1 §8: a login-required banner shows this long before the visitor is sent to /signin.
/** How long `Please login first` (contact) or `Please log in to apply for a job.` shows before /signin. */
export const LOGIN_BANNER_MS = 1500;
