// The HR dashboard's figures, loaded by the /hr route (which lets them fail).
import { useQuery } from "@tanstack/react-query";
import { trpc, type QueryUtils } from "../../../lib/trpc";

export function dashboardQuery(utils: QueryUtils) {
  return utils.hr.dashboard.queryOptions();
}

export function useDashboard() {
  return useQuery(dashboardQuery(trpc.useUtils()));
}
