// The "Mails" section of an applicant's detail and an enquiry's page: every mail to the
// candidate's address (or, once the address is erased, about the application), newest first, with
// its status, attempts, last error and time; a failed one can be queued again, and the heading
// counts the failed ones. Asks again on window focus, and every few seconds while a mail is still
// queued, so a mail's (or a retry's) outcome shows without reopening the panel.
import { useId } from "react";
import { formatRelativeTime } from "../../../lib/format-date";
import { cx } from "../../../lib/cx";
import { useMails, useRetryMail, type MailsInput } from "../api/mails";
import { MAIL_MESSAGES, MAIL_STATUS_LABELS, type HrMail, type MailStatus } from "../../../../shared/hr/mails";
import { formatMoment } from "../lib/format";
import { PanelStates } from "./panel-states";
import { Button } from "../../../components/ui/button";

const BADGE: Record<MailStatus, string> = {
  queued: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200",
  sent: "bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200",
  failed: "bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200",
};

function MailStatusBadge({ status }: { status: MailStatus }) {
  return (
    <span className={cx("inline-block whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-medium", BADGE[status])}>
      {MAIL_STATUS_LABELS[status]}
    </span>
  );
}

function RetryButton({ mail, input }: { mail: HrMail; input: MailsInput }) {
  const retry = useRetryMail(input);
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={retry.isPending}
      aria-label={`Retry the mail "${mail.subject}" from ${formatMoment(mail.createdAt)}`}
      onClick={() => retry.mutate({ mailId: mail.id })}
    >
      {retry.isPending ? "Retrying..." : "Retry"}
    </Button>
  );
}

function MailItem({ mail, input }: { mail: HrMail; input: MailsInput }) {
  const at = mail.sentAt ?? mail.createdAt;
  return (
    <li className="rounded-lg bg-slate-50 p-3 dark:bg-slate-800/60">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="break-words text-sm font-medium text-slate-900 dark:text-slate-100">{mail.subject}</p>
          <p className="mt-0.5 flex flex-wrap items-center gap-x-2 text-xs text-slate-600 dark:text-slate-400">
            <span>{mail.kindLabel}</span>
            <span aria-hidden="true">·</span>
            <time dateTime={at} title={formatMoment(at)}>
              {mail.sentAt ? `sent ${formatRelativeTime(at)}` : `queued ${formatRelativeTime(at)}`}
            </time>
            <span aria-hidden="true">·</span>
            <span>{mail.attempts === 1 ? "1 attempt" : `${mail.attempts} attempts`}</span>
          </p>
        </div>
        <div className="flex items-center gap-2">
          <MailStatusBadge status={mail.status} />
          {mail.retryable ? <RetryButton mail={mail} input={input} /> : null}
        </div>
      </div>
      {mail.lastError && mail.status !== "sent" ? (
        <p className="mt-2 break-words text-xs text-red-700 dark:text-red-300">
          <span className="font-semibold">Last error:</span> {mail.lastError}
        </p>
      ) : null}
    </li>
  );
}

/** `email`: the candidate's address; blank once erased, when the mails about `applicationId` are listed. */
export function MailStatusPanel({ email, applicationId }: { email: string; applicationId: number }) {
  const headingId = useId();
  const input: MailsInput = email.trim() ? { email: email.trim() } : { applicationId };
  const mails = useMails(input);
  const failed = mails.data?.data.filter((mail) => mail.status === "failed").length ?? 0;
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 p-5 dark:border-slate-800">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={headingId} className="text-base font-semibold text-brand-700 dark:text-indigo-300">
          Mails
        </h2>
        {/* A live region, so a failure that arrives while HR has the panel open is announced. */}
        <span
          aria-live="polite"
          className={cx(failed > 0 && "rounded-full px-2.5 py-0.5 text-xs font-semibold", failed > 0 && BADGE.failed)}
        >
          {failed > 0 ? `${failed} failed` : ""}
        </span>
      </div>
      <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">Every mail sent to this candidate&apos;s address, newest first.</p>
      <PanelStates
        query={mails}
        empty={mails.data?.data.length === 0}
        loadingText="Loading mails..."
        failedText={MAIL_MESSAGES.fetchFailed}
        emptyText={MAIL_MESSAGES.noMails}
      >
        <ul className="mt-4 grid gap-3" aria-label="Mails, newest first">
          {mails.data?.data.map((mail) => (
            <MailItem key={mail.id} mail={mail} input={input} />
          ))}
        </ul>
      </PanelStates>
    </section>
  );
}
