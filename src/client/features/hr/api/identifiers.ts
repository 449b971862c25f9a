// Reveals an applicant's masked identifier (the server records who looked).
import { trpc } from "../../../lib/trpc";

export function useRevealIdentifier() {
  return trpc.hr.identifiers.reveal.useMutation();
}
