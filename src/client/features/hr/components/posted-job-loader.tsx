// The posted job named by a URL's id for HR's job pages (view, edit), as the route's loader loaded
// it (route-data.ts): an invalid id gets its message and a way back; so does a failed load, through
// the route's error component.
import type { ErrorComponentProps } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { RouteError } from "../../../components/route-error";
import { usePostedJob } from "../api/posted-jobs";
import { HR_MESSAGES } from "../../../../shared/hr/messages";
import type { Job } from "../../../../shared/job";
import { postedJobId } from "../api/route-data";
import { BackLink, ErrorState } from "./page-states";

const BACK = <BackLink to="/hr/posted-job">Back to Posted Jobs</BackLink>;

function PostedJob({ id, children }: { id: number; children: (job: Job) => ReactNode }) {
  const job = usePostedJob(id);
  return children(job);
}

export function PostedJobLoader({ jobId, children }: { jobId: string; children: (job: Job) => ReactNode }) {
  const id = postedJobId(jobId);
  if (id === null) return <ErrorState message={HR_MESSAGES.invalidJobId}>{BACK}</ErrorState>;
  return <PostedJob id={id}>{children}</PostedJob>;
}

/** A job page's load failed: the job is missing, or it or its applicants could not be loaded. */
export function PostedJobError(props: ErrorComponentProps) {
  return <RouteError {...props}>{BACK}</RouteError>;
}
