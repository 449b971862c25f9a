// Loads the posted job named by a URL's id for HR's job pages (view, edit): an invalid id, a
// missing job and a failed load each get their message and a way back.
import type { ReactNode } from "react";
import { trpc } from "../../../lib/trpc";
import { HR_MESSAGES } from "../../../../shared/hr/messages";
import type { Job } from "../../../../shared/job";
import { httpStatusOf } from "../api/error-message";
import { BackLink, ErrorState, LoadingState } from "./page-states";

export function PostedJobLoader({ jobId, children }: { jobId: string; children: (job: Job) => ReactNode }) {
  const id = /^\d+$/.test(jobId) && Number(jobId) > 0 ? Number(jobId) : null;
  const job = trpc.jobs.byId.useQuery({ id: id ?? 1 }, { enabled: id !== null, retry: false });
  const back = <BackLink to="/hr/posted-job">Back to Posted Jobs</BackLink>;

  if (id === null) return <ErrorState message={HR_MESSAGES.invalidJobId}>{back}</ErrorState>;
  if (job.isPending) return <LoadingState text="Loading job..." />;
  if (job.isError) {
    return <ErrorState message={httpStatusOf(job.error) === 404 ? HR_MESSAGES.jobNotFound : HR_MESSAGES.loadJobFailed}>{back}</ErrorState>;
  }
  return children(job.data);
}
