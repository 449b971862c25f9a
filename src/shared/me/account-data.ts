// A candidate's data rights on their own account: downloading everything we hold about them
// (GET /api/me/export, a ZIP) and erasing the account (tRPC me.deleteAccount, DELETE /api/me).
import { z } from "zod";

export const ACCOUNT_DATA_TEXTS = {
  passwordRequired: "Please enter your password.",
  /** A wrong password: reason WRONG_CURRENT_PASSWORD, field `password`; nothing is changed. */
  wrongPassword: "Your password is not correct.",
  deleted: "Your account and your personal data have been erased.",
  exportFailed: "Your data could not be downloaded. Please try again.",
} as const;

/** Streams a ZIP (my-data.json and the uploaded documents); needs the Authorization header. */
export const MY_DATA_EXPORT_PATH = "/api/me/export";

export const deleteAccountInput = z.object({
  password: z
    .string({ message: ACCOUNT_DATA_TEXTS.passwordRequired })
    .min(1, ACCOUNT_DATA_TEXTS.passwordRequired)
    .max(1024, "Password is too long."),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountInput>;

export const deleteAccountAnswer = z.object({ message: z.string() });
export type DeleteAccountAnswer = z.infer<typeof deleteAccountAnswer>;
