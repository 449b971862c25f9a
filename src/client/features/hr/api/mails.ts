// The mails about a candidate (by address, or by application once the address is erased), read again
// when the window regains focus and, while one is queued, every few seconds; and the retry of a
// failed one, toasted either way, after which the list is read again (a refusal, already retried or
// erased, means it is out of date).
import { useQuery } from "@tanstack/react-query";
import { MAIL_MESSAGES, MAIL_QUEUED_REFETCH_MS } from "../../../../shared/hr/mails";
import { serverMessage } from "../../../lib/error-message";
import { toast } from "../../../lib/toast";
import { trpc } from "../../../lib/trpc";

export type MailsInput = { email: string } | { applicationId: number };

export function useMails(input: MailsInput) {
  return useQuery(
    trpc.useUtils().hr.mails.list.queryOptions(input, {
      retry: false,
      refetchOnWindowFocus: "always",
      refetchInterval: (query) => (query.state.data?.data.some((mail) => mail.status === "queued") ? MAIL_QUEUED_REFETCH_MS : false),
    }),
  );
}

export function useRetryMail(input: MailsInput) {
  const utils = trpc.useUtils();
  return trpc.hr.mails.retry.useMutation({
    onSuccess: async () => {
      toast.success(MAIL_MESSAGES.retried);
      await utils.hr.mails.list.invalidate(input);
    },
    onError: async (error) => {
      toast.error(serverMessage(error, MAIL_MESSAGES.retryFailed));
      await utils.hr.mails.list.invalidate(input);
    },
  });
}
