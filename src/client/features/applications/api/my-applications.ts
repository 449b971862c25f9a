// The signed-in candidate's applications (me.applications), loaded by the /applications route and
// read again whenever the window regains focus; and withdrawing one, whose answer replaces it there.
import { useSuspenseQuery } from "@tanstack/react-query";
import { trpc, type QueryUtils } from "../../../lib/trpc";

export function myApplicationsQuery(utils: QueryUtils) {
  return utils.me.applications.queryOptions();
}

export function useMyApplications() {
  return useSuspenseQuery({ ...myApplicationsQuery(trpc.useUtils()), refetchOnWindowFocus: "always" }).data;
}

export function useWithdrawApplication() {
  const utils = trpc.useUtils();
  return trpc.me.withdraw.useMutation({
    onSuccess: ({ application }) =>
      utils.me.applications.setData(undefined, (current) =>
        current ? { applications: current.applications.map((shown) => (shown.id === application.id ? application : shown)) } : current,
      ),
  });
}
