// What the HR routes load before their pages render: the very queries (same inputs, so the same
// cache keys) the pages read, so a page renders from the cache and handles only its data.
import { PageError } from "../../../components/route-error";
import type { QueryClient } from "@tanstack/react-query";
import type { QueryUtils } from "../../../lib/trpc";
import type { Department } from "../../../../shared/departments";
import { HR_MESSAGES } from "../../../../shared/hr/messages";
import { MAX_PAGE_SIZE } from "../../../../shared/hr/paging";
import type { StepSlug } from "../../../../shared/hr/rounds";
import { httpStatusOf } from "../../../lib/error-message";
import { jobApplicantsQuery, postedJobQuery } from "./posted-jobs";

/** A posted job's id from its URL; null when it is not one (the page says so, nothing is loaded). */
export function postedJobId(param: string): number | null {
  return /^\d+$/.test(param) && Number(param) > 0 ? Number(param) : null;
}

/** An enquiry's id from its URL; null when it is not one. */
export function enquiryIdOf(param: string): number | null {
  return /^\d+$/.test(param) ? Number(param) : null;
}

export type StepPaging = { page: number; cursor?: string };

export function stepApplicantsInput(department: Department, step: StepSlug, paging: StepPaging = { page: 1 }) {
  return { department, round: step, ...paging };
}

/** The department page's filters, by the list query's names; a filter left at All is absent. */
export type ApplicationFilters = Partial<Record<"jobTitle" | "jobType" | "gender" | "appliedOn", string>>;

/** The department page's list (its newest 100 rows), narrowed by its filters when any is chosen. */
export function departmentApplicationsInput(department: Department, filters: ApplicationFilters = {}) {
  return { department, round: "applied" as const, limit: MAX_PAGE_SIZE, ...filters };
}

/** A posted job, and for its view page its applicants too; a failure becomes the page's message. */
export async function loadPostedJob(
  { queryClient, trpc }: { queryClient: QueryClient; trpc: QueryUtils },
  param: string,
  { withApplicants }: { withApplicants: boolean },
): Promise<void> {
  const id = postedJobId(param);
  if (id === null) return;
  const [job, applicants] = await Promise.allSettled([
    queryClient.ensureQueryData({ ...postedJobQuery(trpc, id), retry: false }),
    withApplicants ? queryClient.ensureQueryData(jobApplicantsQuery(trpc, id)) : undefined,
  ]);
  if (job.status === "rejected")
    throw new PageError(httpStatusOf(job.reason) === 404 ? HR_MESSAGES.jobNotFound : HR_MESSAGES.loadJobFailed);
  if (applicants.status === "rejected") throw new PageError(HR_MESSAGES.fetchApplicantsFailed);
}
