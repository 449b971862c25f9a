// The analytics page's panels, each read under the page's filters, and the overdue applications
// (of one department, or of all).
import { useQuery } from "@tanstack/react-query";
import type { Department } from "../../../../shared/departments";
import { trpc } from "../../../lib/trpc";
import { analyticsInput, type AnalyticsSearch } from "../lib/analytics-search";

export function useFunnel(search: AnalyticsSearch) {
  return useQuery(trpc.useUtils().hr.analytics.funnel.queryOptions(analyticsInput(search)));
}

export function useMailStats(search: AnalyticsSearch) {
  return useQuery(trpc.useUtils().hr.analytics.mail.queryOptions(analyticsInput(search)));
}

export function useSources(search: AnalyticsSearch) {
  return useQuery(trpc.useUtils().hr.analytics.sources.queryOptions(analyticsInput(search)));
}

export function useTimeInStage(search: AnalyticsSearch) {
  return useQuery(trpc.useUtils().hr.analytics.timeInStage.queryOptions(analyticsInput(search)));
}

export function useWeekly(search: AnalyticsSearch) {
  return useQuery(trpc.useUtils().hr.analytics.weekly.queryOptions(analyticsInput(search)));
}

export function useOverdueApplications(department: Department | undefined) {
  return useQuery(trpc.useUtils().hr.analytics.overdue.queryOptions(department ? { department } : {}, { retry: false }));
}
