// Signing up: a code sent to the address, the code checked, then the account registered.
import { trpc } from "../../../lib/trpc";

export function useSendSignupCode() {
  return trpc.auth.sendOtp.useMutation();
}

export function useVerifySignupCode() {
  return trpc.auth.verifyOtp.useMutation();
}

export function useRegister() {
  return trpc.auth.register.useMutation();
}
