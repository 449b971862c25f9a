// HR's reads of the posted jobs: the list and each job's applicant count (the /hr/posted-job route
// loads both, and the analytics filter reads the list), and one job with its applicants (the job
// pages' routes load them, route-data.ts).
import { useQuery, useSuspenseQuery } from "@tanstack/react-query";
import { trpc, type QueryUtils } from "../../../lib/trpc";

export function postedJobsQuery(utils: QueryUtils) {
  return utils.jobs.list.queryOptions();
}

export function applicantCountsQuery(utils: QueryUtils) {
  return utils.hr.jobs.applicantCounts.queryOptions();
}

export function postedJobQuery(utils: QueryUtils, id: number) {
  return utils.jobs.byId.queryOptions({ id });
}

export function jobApplicantsQuery(utils: QueryUtils, id: number) {
  return utils.hr.jobs.applicants.queryOptions({ id });
}

export function usePostedJobs() {
  return useQuery(postedJobsQuery(trpc.useUtils()));
}

export function useApplicantCounts() {
  return useQuery(applicantCountsQuery(trpc.useUtils()));
}

export function usePostedJob(id: number) {
  return useSuspenseQuery(postedJobQuery(trpc.useUtils(), id)).data;
}

export function useJobApplicants(id: number) {
  return useSuspenseQuery(jobApplicantsQuery(trpc.useUtils(), id)).data;
}
