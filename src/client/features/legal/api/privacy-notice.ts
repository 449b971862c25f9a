// The privacy notice (its version and the grievance officer) from the server's configuration: it
// changes only with a deploy, so it is read once. The /privacy route loads it before the page renders.
import { useSuspenseQuery } from "@tanstack/react-query";
import { trpc, type QueryUtils } from "../../../lib/trpc";

export function privacyNoticeQuery(utils: QueryUtils) {
  return utils.privacy.notice.queryOptions(undefined, { staleTime: Number.POSITIVE_INFINITY });
}

export function usePrivacyNotice() {
  return useSuspenseQuery(privacyNoticeQuery(trpc.useUtils())).data;
}
