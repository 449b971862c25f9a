// The signed-in candidate's previous job application (me.applicationDefaults), asked only for a
// wizard starting afresh. Only an answer fetched for this screen counts: a cached one may be
// another account's, from before a sign-in on this device.
import type { ApplicationDefaults } from "../../../../shared/me/application-defaults";
import { trpc } from "../../../lib/trpc";

export function usePreviousApplication(enabled: boolean): NonNullable<ApplicationDefaults["defaults"]> | null {
  const query = trpc.me.applicationDefaults.useQuery(undefined, { enabled, staleTime: 0, retry: false });
  return enabled && query.isFetchedAfterMount && !query.isFetching ? (query.data?.defaults ?? null) : null;
}
