// The signed-in user's account (auth.profile, loaded afresh by the /profile route) and what they can
// do to it: rename (the new name replaces the loaded one), change the password, sign out everywhere,
// delete the account.
import { useSuspenseQuery } from "@tanstack/react-query";
import { trpc, type QueryUtils } from "../../../lib/trpc";

export function accountQuery(utils: QueryUtils) {
  return utils.auth.profile.queryOptions();
}

export function useAccount() {
  return useSuspenseQuery(accountQuery(trpc.useUtils())).data;
}

export function useRenameAccount() {
  const utils = trpc.useUtils();
  return trpc.auth.updateName.useMutation({
    onSuccess: (user) => utils.auth.profile.setData(undefined, (profile) => profile && { ...profile, name: user.name }),
  });
}

export function useChangePassword() {
  return trpc.auth.changePassword.useMutation();
}

export function useSignOutEverywhere() {
  return trpc.auth.logoutEverywhere.useMutation();
}

export function useDeleteAccount() {
  return trpc.me.deleteAccount.useMutation();
}
