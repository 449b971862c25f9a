// The user's privacy consents (me.consents), and withdrawing one: the answer is the consents as they
// now are.
import { useQuery } from "@tanstack/react-query";
import { trpc } from "../../../lib/trpc";

export function useConsents() {
  return useQuery(trpc.useUtils().me.consents.queryOptions());
}

export function useWithdrawConsent() {
  const utils = trpc.useUtils();
  return trpc.me.withdrawConsent.useMutation({ onSuccess: ({ consents }) => utils.me.consents.setData(undefined, { consents }) });
}
