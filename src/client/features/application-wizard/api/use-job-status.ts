// Whether the job the wizard applies to still takes applications. A draft, a tab left open or a
// stored jobpost_id can name a job that has since expired or been deleted: the wizard asks when it
// opens and again on every step change (`recheck`), rather than let nine steps end in a refusal.
// The General Application has no job and is always open. An answer that never came (network) does
// not stop the candidate: the final submit checks the job again.
import { useCallback } from "react";
import { GENERAL_APPLICATION_JOB_ID } from "../../../../shared/application/general-application";
import { errorReason } from "../../../lib/error-reason";
import { trpc } from "../../../lib/trpc";

export type JobStatus = "checking" | "open" | "expired" | "removed";

export function useJobStatus(jobpostId: number): { status: JobStatus; recheck: () => void } {
  const general = jobpostId === GENERAL_APPLICATION_JOB_ID;
  const query = trpc.jobs.byId.useQuery({ id: jobpostId }, { enabled: !general, staleTime: 0, retry: false });
  const { refetch } = query;
  const recheck = useCallback(() => {
    if (!general) void refetch();
  }, [general, refetch]);
  return { status: general ? "open" : statusOf(query), recheck };
}

function statusOf(query: { data?: { expired: boolean } | undefined; error: unknown; isError: boolean }): JobStatus {
  // A refetch that failed keeps the last data: a deletion since then must win over it.
  if (query.isError && errorReason(query.error) === "JOB_NOT_FOUND") return "removed";
  if (query.data) return query.data.expired ? "expired" : "open";
  return query.isError ? "open" : "checking";
}
