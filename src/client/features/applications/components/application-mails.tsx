// The e-mails sent about an application, newest first: subject, date and whether it was delivered,
// is still pending or failed, in words beside an icon and colour; under it, what HR wrote into the
// mail (its message and link, such as a meeting's), so the candidate can read it again here.
import type { MyApplication } from "../../../../shared/me/applications";
import { Icon, type IconName } from "../../../components/icon";
import { cx } from "../../../lib/cx";
import { formatShortDate } from "../../../lib/format-date";

type Delivery = MyApplication["mails"][number]["delivery"];

const DELIVERY: Record<Delivery, { label: string; icon: IconName; tone: string }> = {
  delivered: { label: "Delivered", icon: "check", tone: "text-emerald-700 dark:text-emerald-400" },
  pending: { label: "Pending", icon: "clock", tone: "text-amber-700 dark:text-amber-400" },
  failed: { label: "Failed", icon: "close", tone: "text-red-700 dark:text-red-400" },
};

export function ApplicationMails({ mails }: { mails: MyApplication["mails"] }) {
  if (mails.length === 0) return <p className="text-sm text-slate-600 dark:text-slate-400">No e-mails yet.</p>;
  return (
    <ul aria-label="E-mails" className="divide-y divide-slate-200 dark:divide-slate-800">
      {mails.map((mail) => {
        const delivery = DELIVERY[mail.delivery];
        return (
          <li
            key={mail.id}
            className="flex flex-col gap-1 py-2 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between sm:gap-4"
          >
            <div className="min-w-0">
              <p className="wrap-anywhere text-sm font-medium text-slate-900 dark:text-slate-100">{mail.subject}</p>
              <p className="text-xs text-slate-600 dark:text-slate-400">{formatShortDate(mail.at)}</p>
              {mail.message ? (
                <p className="mt-2 whitespace-pre-wrap wrap-anywhere border-l-4 border-brand-600 pl-3 text-sm text-slate-800 dark:border-indigo-400 dark:text-slate-200">
                  {mail.message}
                </p>
              ) : null}
              {mail.link ? (
                <a
                  href={mail.link}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="mt-1 inline-block wrap-anywhere text-sm font-medium text-brand-700 underline dark:text-indigo-300"
                >
                  {mail.link}
                </a>
              ) : null}
            </div>
            <span className={cx("inline-flex shrink-0 items-center gap-1 text-sm font-medium", delivery.tone)}>
              <Icon name={delivery.icon} className="size-4" />
              {delivery.label}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
