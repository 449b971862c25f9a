// The user's own data requests (me.requests), and filing one, after which the list is read again.
import { useQuery } from "@tanstack/react-query";
import { trpc } from "../../../lib/trpc";

export function useMyDataRequests() {
  return useQuery(trpc.useUtils().me.requests.list.queryOptions(undefined, { retry: false }));
}

export function useFileDataRequest() {
  const utils = trpc.useUtils();
  return trpc.me.requests.file.useMutation({ onSuccess: () => void utils.me.requests.list.invalidate() });
}
