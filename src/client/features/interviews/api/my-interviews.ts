// The signed-in candidate's interviews and offered slots (me.interviews: one read serves the upcoming
// interviews and the offers), and booking an offered slot, after which both that read and the
// applications (whose status the booking moves) are read again, whether it succeeded or not.
import { useQuery } from "@tanstack/react-query";
import { trpc } from "../../../lib/trpc";

export function useMyInterviews() {
  return useQuery(trpc.useUtils().me.interviews.queryOptions(undefined, { retry: false }));
}

export function useBookSlot() {
  const utils = trpc.useUtils();
  return trpc.me.bookSlot.useMutation({
    onSettled: () => void Promise.all([utils.me.interviews.invalidate(), utils.me.applications.invalidate()]),
  });
}
