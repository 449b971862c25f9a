// HR's interview reads: the people who can interview, a week of the calendar (under its filters;
// while another week loads the shown one stays), and one applicant's interviews and scorecards.
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { trpc } from "../../../lib/trpc";
import type { InterviewCalendarSearch } from "../lib/interview-calendar-search";

export function useInterviewerOptions() {
  return useQuery(trpc.useUtils().hr.interviews.interviewerOptions.queryOptions(undefined, { retry: false }));
}

export function useCalendarWeek(from: Date, to: Date, { interviewer, department }: InterviewCalendarSearch) {
  const input = {
    from: from.toISOString(),
    to: to.toISOString(),
    ...(interviewer ? { interviewerId: interviewer } : {}),
    ...(department ? { department } : {}),
  };
  return useQuery(trpc.useUtils().interviews.list.queryOptions(input, { placeholderData: keepPreviousData, retry: false }));
}

export function useApplicantInterviews(applicationId: number) {
  return useQuery(trpc.useUtils().hr.interviews.forApplicant.queryOptions({ applicationId }, { retry: false }));
}

export function useApplicantScorecards(applicationId: number) {
  return useQuery(trpc.useUtils().hr.interviews.scorecards.queryOptions({ applicationId }, { retry: false }));
}
