// The hiring team: the list (the /hr/team route loads it first), inviting a colleague and
// deactivating one; after either, succeeded or not, the list is read again.
import { useQuery } from "@tanstack/react-query";
import { trpc, type QueryUtils } from "../../../lib/trpc";

export function teamQuery(utils: QueryUtils) {
  return utils.hr.team.list.queryOptions();
}

export function useTeam() {
  return useQuery({ ...teamQuery(trpc.useUtils()), retry: false });
}

export function useInviteInterviewer() {
  const utils = trpc.useUtils();
  return trpc.hr.team.invite.useMutation({ onSettled: () => void utils.hr.team.list.invalidate() });
}

export function useDeactivateMember() {
  const utils = trpc.useUtils();
  return trpc.hr.team.deactivate.useMutation({ onSettled: () => void utils.hr.team.list.invalidate() });
}
