/** The server's answer (401) to a request that needs a signed-in user and has no session it accepts. */
export const SIGN_IN_REQUIRED = "Please log in to continue.";

/** What the browser says when it ends such a session on its own (see session-expiry-handler.tsx). */
export const SESSION_ENDED = "Your session has ended. Please sign in again.";

/** Pressing Apply (or starting a general application) signed out (spec doc 2 §2). */
export const SIGN_IN_TO_APPLY = "Please log in to apply for a job.";
