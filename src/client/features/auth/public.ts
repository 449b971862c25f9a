// What other features may use of auth (lint refuses any other way in): the session, the HR area's home, the sign-in
// prompt and gate, logout, and the account forms' controls and error text, which the profile's
// forms and the withdraw dialog share.
export { rawAuthError } from "./auth-errors";
export { useAuth } from "./auth-provider";
export { HR_HOME } from "./components/login-pages";
export { InitialsAvatar } from "./components/account-badge";
export { AuthDialog } from "./components/auth-dialog";
export { FormAlert, FormStatus, NewPasswordFields, PasswordField, SubmitButton, TextField } from "./components/form-controls";
export { LogoutDialog } from "./components/logout-dialog";
export { SignInPrompt, useSignInGate } from "./components/sign-in-prompt";
export { firstFormError } from "./first-form-error";
export { useClearOnChange } from "./use-clear-on-change";
export { useLogout } from "./api/use-logout";
