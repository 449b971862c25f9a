// One interview's scorecards, and the submission of the viewer's own: its answer is the new
// scorecards; after a refusal they are read again (the interview may have changed meanwhile).
import { useQuery } from "@tanstack/react-query";
import { trpc } from "../../../lib/trpc";

export function useScorecards(interviewId: number) {
  return useQuery(trpc.useUtils().interviews.scorecards.queryOptions({ interviewId }, { retry: false }));
}

export function useSubmitScorecard(interviewId: number) {
  const utils = trpc.useUtils();
  return trpc.interviews.submitScorecard.useMutation({
    onSuccess: (answer) => utils.interviews.scorecards.setData({ interviewId }, answer),
    onError: () => void utils.interviews.scorecards.invalidate({ interviewId }),
  });
}
