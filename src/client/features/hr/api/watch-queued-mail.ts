// Follows a mail HR's move has just queued until the worker has sent it or given up on it. A
// failure comes after the move's "queued" toast (the worker retries for about 15 s), when HR may be
// elsewhere: it is toasted then, with the way to the applicant's details (Mails, Retry), and every
// open mail list is refreshed.
import { MAIL_QUEUED_REFETCH_MS, type MailStatus } from "../../../../shared/hr/mails";
import { mailFailedMessage } from "../../../../shared/hr/messages";
import { toast } from "../../../lib/toast";
import { trpc } from "../../../lib/trpc";

type Utils = ReturnType<typeof trpc.useUtils>;

export type QueuedMail = { mailId: string; applicationId: number; name: string };

/** Long past the worker's retries; a mail still queued then is the Mails panel's to show. */
const WATCH_FOR_MS = 5 * 60_000;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Resolves with the mail's last known status (null: no longer listed); `openDetails` is offered with a failure. */
export async function watchQueuedMail(utils: Utils, mail: QueuedMail, openDetails?: () => void): Promise<MailStatus | null> {
  const deadline = Date.now() + WATCH_FOR_MS;
  while (Date.now() < deadline) {
    await pause(MAIL_QUEUED_REFETCH_MS);
    // A list that fails to load (offline for a moment) is asked again at the next turn.
    const list = await utils.client.hr.mails.list.query({ applicationId: mail.applicationId }).catch(() => null);
    const status = list ? (list.data.find((row) => row.id === mail.mailId)?.status ?? null) : "queued";
    if (status === "queued") continue;
    if (status === "failed") {
      toast.error(mailFailedMessage(mail.name), openDetails ? { action: { label: "View details", onClick: openDetails } } : undefined);
    }
    await utils.hr.mails.list.invalidate();
    return status;
  }
  return "queued";
}

/** watchQueuedMail for a component. */
export function useWatchQueuedMail() {
  const utils = trpc.useUtils();
  return (mail: QueuedMail, openDetails?: () => void) => watchQueuedMail(utils, mail, openDetails);
}
