// The signed-in candidate's applied jobs (jobs.applied), read afresh whenever a screen that shows
// them opens. Signed out, or before hydration (the server renders signed out), there is no list.
import { useCallback } from "react";
import { hasAppliedFor } from "../../../../shared/application/applied-jobs";
import { useHydrated } from "../../../hooks/use-hydrated";
import { trpc } from "../../../lib/trpc";
import { useAuth } from "../../auth/public";

export type AppliedJobsState = {
  /** "pending" until the signed-in user's own list has arrived; "unknown" signed out or when it failed. */
  status: "pending" | "ready" | "unknown";
  hasApplied: (jobpostId: number) => boolean;
};

export function useAppliedJobs(): AppliedJobsState {
  const { user } = useAuth();
  const signedIn = useHydrated() && user !== null;
  const query = trpc.jobs.applied.useQuery(undefined, { enabled: signedIn, staleTime: 0, retry: false });
  // The cache is not cleared on sign-in: a list of another account is not this user's.
  const applied = signedIn && query.data?.userId === user.id ? query.data : undefined;
  const hasApplied = useCallback((jobpostId: number) => (applied ? hasAppliedFor(applied, jobpostId) : false), [applied]);
  const status = applied && !query.isFetching ? "ready" : signedIn && !query.isError ? "pending" : "unknown";
  return { status, hasApplied };
}
