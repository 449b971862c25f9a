// The machine reasons a refused call carries beside its message (tRPC `data.reason`, REST `reason`):
// clients branch on these, never on the message text, which is for people and may be reworded.

export const ERROR_REASONS = [
  // Generic, one per status: a refusal with nothing more specific to say.
  "VALIDATION",
  "UNAUTHORIZED",
  "FORBIDDEN",
  "NOT_FOUND",
  "TIMEOUT",
  "CONFLICT",
  "PAYLOAD_TOO_LARGE",
  "URI_TOO_LONG",
  "UNSUPPORTED_MEDIA_TYPE",
  "UNPROCESSABLE_CONTENT",
  "RATE_LIMITED",
  "INTERNAL",
  "SERVICE_UNAVAILABLE",
  // Sessions and sign-in. No session (none sent, expired or revoked) is one reason: the server
  // cannot tell an expired token from a revoked one, and the client does the same for both.
  "SIGN_IN_REQUIRED",
  "INVALID_CREDENTIALS",
  "WRONG_ROLE",
  /** An interviewer HR deactivated (/hr/team): the password was right, the account is closed. */
  "ACCOUNT_DEACTIVATED",
  // Email codes and accounts. An expired code is OTP_INVALID too: telling it apart would show that
  // a reset code was sent, so that the address has an account.
  "OTP_INVALID",
  "OTP_LOCKED",
  "RESEND_TOO_SOON",
  "EMAIL_TAKEN",
  "EMAIL_NOT_VERIFIED",
  "PASSWORD_TOO_WEAK",
  "PASSWORD_UNCHANGED",
  "WRONG_CURRENT_PASSWORD",
  // Applications.
  "ALREADY_APPLIED",
  "JOB_EXPIRED",
  // A candidate's own applications (withdraw).
  "APPLICATION_NOT_FOUND",
  "ALREADY_WITHDRAWN",
  "APPLICATION_CLOSED",
  // HR.
  "JOB_NOT_FOUND",
  "APPLICANT_NOT_FOUND",
  "CANDIDATE_NOT_FOUND",
  "DOCUMENT_NOT_FOUND",
  "APPLICANT_NOT_IN_PROGRESS",
  "ROUND_NOT_LATER",
  "CANDIDATE_ALREADY_REJECTED",
  "APPLICATION_WITHDRAWN",
  // Interviews.
  /** An interviewer already has an interview at that time (the database's exclusion constraint). */
  "INTERVIEWER_BUSY",
  "INTERVIEW_NOT_FOUND",
] as const;

export type ErrorReason = (typeof ERROR_REASONS)[number];

export function isErrorReason(value: unknown): value is ErrorReason {
  return (ERROR_REASONS as readonly unknown[]).includes(value);
}
