// The applicants' reads: a hiring step's list (page by page), a department's applications (its
// newest, then narrowed by the page's filters), the steps' counts and one applicant's details. The
// routes load the first page, the unfiltered list and the counts with the same query options.
import { keepPreviousData, useQuery, useSuspenseQuery } from "@tanstack/react-query";
import type { Department } from "../../../../shared/departments";
import type { StepSlug } from "../../../../shared/hr/rounds";
import { trpc, type QueryUtils } from "../../../lib/trpc";
import { departmentApplicationsInput, stepApplicantsInput, type ApplicationFilters, type StepPaging } from "./route-data";

export function stepApplicantsQuery(utils: QueryUtils, department: Department, step: StepSlug, paging?: StepPaging) {
  return utils.hr.applicants.list.queryOptions(stepApplicantsInput(department, step, paging));
}

export function departmentApplicationsQuery(utils: QueryUtils, department: Department, filters?: ApplicationFilters) {
  return utils.hr.applicants.list.queryOptions(departmentApplicationsInput(department, filters));
}

export function stepCountsQuery(utils: QueryUtils, department: Department) {
  return utils.hr.applicants.stepCounts.queryOptions({ department });
}

export function useStepApplicants(department: Department, step: StepSlug, paging: StepPaging) {
  return useSuspenseQuery(stepApplicantsQuery(trpc.useUtils(), department, step, paging));
}

export function useDepartmentApplications(department: Department) {
  return useSuspenseQuery(departmentApplicationsQuery(trpc.useUtils(), department)).data;
}

/** While another choice of filters loads, the rows of the previous one stay. */
export function useFilteredApplications(department: Department, filters: ApplicationFilters) {
  return useQuery({ ...departmentApplicationsQuery(trpc.useUtils(), department, filters), placeholderData: keepPreviousData });
}

export function useStepCounts(department: Department) {
  return useQuery(stepCountsQuery(trpc.useUtils(), department));
}

export function useApplicant(applicantId: number | null) {
  return useQuery(
    trpc.useUtils().hr.applicants.byId.queryOptions({ id: applicantId ?? 0 }, { enabled: applicantId !== null, retry: false }),
  );
}
