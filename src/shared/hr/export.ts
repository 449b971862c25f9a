// The HR lists' CSV downloads: their paths, the filters each takes (the list's own, without paging)
// and the query string the pages send with their current filters.
import { z } from "zod";
import { departmentFromSlug, DEPARTMENTS, type Department } from "../departments.js";
import { snakeCaseSchema } from "../snake-case.js";
import { applicantListFiltersSchema, type ApplicantListFilters } from "./applicants.js";

export const HR_EXPORT_PATHS = {
  enquiries: "/api/hr/export/enquiries.csv",
  applicants: "/api/hr/export/applicants.csv",
} as const;

/**
 * The applicants CSV's query: the applicant lists' own filters (the very schema the lists take) in
 * the REST door's snake_case (job_title, job_type, applied_on), and a department or none.
 */
export const applicantExportQuerySchema = z.object({
  /** A department name in any case; without one, every department. */
  department: z
    .string()
    .transform((value, ctx) => {
      const department = departmentFromSlug(value.trim());
      if (!department) ctx.addIssue({ code: "custom", message: `Unknown department: use one of ${DEPARTMENTS.join(", ")}` });
      return department ?? z.NEVER;
    })
    .optional(),
  ...snakeCaseSchema(applicantListFiltersSchema).shape,
});
export type ApplicantExportQuery = z.output<typeof applicantExportQuerySchema>;

/** What the applicants CSV exports: the list's filters and a department or none. */
export type ApplicantFilters = ApplicantListFilters & { department?: Department | undefined };

/** The download path of a list with its filters; unset filters are left out. */
export function exportPath(list: keyof typeof HR_EXPORT_PATHS, filters: Record<string, string | undefined>): string {
  const query = new URLSearchParams(Object.entries(filters).filter((entry): entry is [string, string] => Boolean(entry[1])));
  const search = query.toString();
  return search ? `${HR_EXPORT_PATHS[list]}?${search}` : HR_EXPORT_PATHS[list];
}
