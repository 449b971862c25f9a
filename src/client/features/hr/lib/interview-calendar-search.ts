// /hr/interviews's URL search params, checked without zod (the route file is in the first
// download): the week (its Monday, YYYY-MM-DD in the viewer's zone), an interviewer, a department.
import { DEPARTMENTS, type Department } from "../../../../shared/departments";

export type InterviewCalendarSearch = { week?: string; interviewer?: number; department?: Department };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function interviewCalendarSearchFromUrl(search: Record<string, unknown>): InterviewCalendarSearch {
  const result: InterviewCalendarSearch = {};
  if (typeof search.week === "string" && DAY.test(search.week) && !Number.isNaN(Date.parse(`${search.week}T00:00:00`)))
    result.week = search.week;
  const interviewer = typeof search.interviewer === "number" ? search.interviewer : Number(search.interviewer);
  if (Number.isInteger(interviewer) && interviewer >= 1 && interviewer <= 2_147_483_647) result.interviewer = interviewer;
  const department = DEPARTMENTS.find((name) => name === search.department);
  if (department) result.department = department;
  return result;
}
