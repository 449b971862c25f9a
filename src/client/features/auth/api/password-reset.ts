// Resetting a forgotten password: a code sent to the address, then the new password with that code.
import { trpc } from "../../../lib/trpc";

export function useRequestPasswordReset() {
  return trpc.auth.forgotPassword.useMutation();
}

export function useResetPassword() {
  return trpc.auth.resetPassword.useMutation();
}
