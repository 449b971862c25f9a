// The signed-in user's own account (the /profile page): what it shows, editing the name, changing
// the password and signing out everywhere. Shared by the page and the tRPC procedures.
import { z } from "zod";
import { accountBody, AUTH_VALIDATION, nameField } from "./auth.js";
import { newPasswordField } from "./password.js";
import { ROLES } from "./user.js";

export const ACCOUNT_TEXTS = {
  nameSaved: "Your name has been saved.",
  currentPasswordRequired: "Please enter your current password.",
  currentPasswordWrong: "Your current password is not correct.",
  samePassword: "Please choose a new password that differs from your current one.",
  passwordChanged: "Your password has been changed. You are still signed in here; every other device has been signed out.",
  signedOutEverywhere: "You have been signed out on every device.",
} as const;

export const profileAnswer = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  /** When the account was created, ISO 8601. */
  joinedAt: z.string(),
});
export type Profile = z.infer<typeof profileAnswer>;

export const updateNameInput = accountBody({ name: nameField });
export type UpdateNameInput = z.infer<typeof updateNameInput>;

export const changePasswordInput = accountBody({
  currentPassword: z
    .string({ message: ACCOUNT_TEXTS.currentPasswordRequired })
    .min(1, ACCOUNT_TEXTS.currentPasswordRequired)
    .max(1024, "Password is too long."),
  newPassword: newPasswordField(AUTH_VALIDATION.passwordRequired),
});
export type ChangePasswordInput = z.infer<typeof changePasswordInput>;

/** The new password ends every other session; this device carries on with the new token. */
export const changePasswordAnswer = z.object({ message: z.string(), token: z.string() });
export type ChangePasswordAnswer = z.infer<typeof changePasswordAnswer>;

/** The profile's form: the server's fields plus the confirmation, in the order they are checked. */
export const changePasswordForm = changePasswordInput
  .extend({ confirmPassword: z.string() })
  .refine((form) => form.newPassword === form.confirmPassword, { path: ["confirmPassword"], message: AUTH_VALIDATION.passwordMismatch });
export type ChangePasswordForm = z.infer<typeof changePasswordForm>;
