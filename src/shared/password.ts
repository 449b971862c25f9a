// The one rule for every new password (sign-up, reset, change on the profile), checked by the
// forms before they send and by the server on every door. The server also refuses predictable
// passwords (services/users/password-strength.ts), which the hint mentions before anyone types.
import { z } from "zod";

export const PASSWORD_MIN_LENGTH = 8;
/** Bounds the work of hashing; far above any real password. */
export const PASSWORD_MAX_LENGTH = 128;

export const PASSWORD_TEXTS = {
  tooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`,
  tooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters long.`,
  /** Shown under every new-password field from the start. */
  hint: `At least ${PASSWORD_MIN_LENGTH} characters. Avoid common passwords and your name or e-mail address.`,
} as const;

/** A new password; `requiredMessage` is each form's wording for an empty field. */
export function newPasswordField(requiredMessage: string) {
  return z
    .string({ message: requiredMessage })
    .min(1, requiredMessage)
    .min(PASSWORD_MIN_LENGTH, PASSWORD_TEXTS.tooShort)
    .max(PASSWORD_MAX_LENGTH, PASSWORD_TEXTS.tooLong);
}
