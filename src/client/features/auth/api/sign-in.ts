// Signing in (auth.login).
import { trpc } from "../../../lib/trpc";

export function useSignIn() {
  return trpc.auth.login.useMutation();
}
