// The interviews an interviewer sits on (interviews.list): an HR user's own, filtered by their id;
// an interviewer's, which the server already limits to theirs.
import { useQuery } from "@tanstack/react-query";
import { trpc } from "../../../lib/trpc";

export function useInterviewerInterviews(interviewerId: number | undefined) {
  const input = interviewerId === undefined ? {} : { interviewerId: interviewerId };
  return useQuery(trpc.useUtils().interviews.list.queryOptions(input, { retry: false }));
}
