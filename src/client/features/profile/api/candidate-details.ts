// A candidate's application details (me.profile), loaded afresh by the /profile route.
import { useSuspenseQuery } from "@tanstack/react-query";
import { trpc, type QueryUtils } from "../../../lib/trpc";

export function candidateDetailsQuery(utils: QueryUtils) {
  return utils.me.profile.queryOptions();
}

export function useCandidateDetails() {
  return useSuspenseQuery(candidateDetailsQuery(trpc.useUtils())).data.details;
}
