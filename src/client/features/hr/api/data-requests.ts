// Candidates' data requests as HR handles them: a page of the list under the status filter (the
// /hr/requests route loads it first; while the next page loads the previous one stays), and a reply,
// after which the list is read again (before the caller hears of a success).
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { dataRequestListInput, type DataRequestSearch } from "../../../../shared/data-request-terms";
import { trpc, type QueryUtils } from "../../../lib/trpc";

export function dataRequestListQuery(utils: QueryUtils, search: DataRequestSearch) {
  return utils.hr.requests.list.queryOptions(dataRequestListInput(search));
}

export function useDataRequestList(search: DataRequestSearch) {
  return useQuery({ ...dataRequestListQuery(trpc.useUtils(), search), placeholderData: keepPreviousData, retry: false });
}

export function useReplyToDataRequest() {
  const utils = trpc.useUtils();
  return trpc.hr.requests.reply.useMutation({
    onSuccess: () => utils.hr.requests.list.invalidate(),
    onError: () => void utils.hr.requests.list.invalidate(),
  });
}
