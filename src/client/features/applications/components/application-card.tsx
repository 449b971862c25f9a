// One application on the Tracking Application page: the job (a link to its page while it is open),
// department, applied date, current round and status, then its timeline and the e-mails sent about
// it, and Withdraw while HR has not decided. While it is open, a line says how long applicants at its
// department and round usually wait for a decision (the server's reply-by estimate), when it has one.
import { Link } from "@tanstack/react-router";
import { useId, type ReactNode } from "react";
import type { ExpectedDecision, MyApplication } from "../../../../shared/me/applications";
import { formatShortDate } from "../../../lib/format-date";
import { ApplicationMails } from "./application-mails";
import { ApplicationStatusBadge } from "./application-status-badge";
import { ApplicationTimeline } from "./application-timeline";
import { UpcomingInterviews } from "./upcoming-interviews";
import { WithdrawApplication } from "./withdraw-application";
import { OfferedSlots } from "../../interviews/public";

const TITLE_LINK =
  "text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-indigo-300";

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h3 className="mb-2 text-sm font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400">{title}</h3>
      {children}
    </div>
  );
}

/** "Most applicants hear within 5 days; 8 in 10 within 9." */
export function expectedDecisionText({ medianDays, p80Days }: ExpectedDecision): string {
  return `Most applicants hear within ${medianDays} ${medianDays === 1 ? "day" : "days"}; 8 in 10 within ${p80Days}.`;
}

export function ApplicationCard({ application }: { application: MyApplication }) {
  const headingId = useId();
  const facts: [string, string][] = [
    ["Department", application.department ?? "—"],
    ["Applied", formatShortDate(application.appliedAt)],
    ["Current round", application.roundLabel],
  ];
  return (
    <article
      aria-labelledby={headingId}
      className="space-y-5 rounded-2xl border border-slate-200 bg-white p-5 sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <header className="flex flex-col items-start gap-3 sm:flex-row sm:justify-between">
        <h2 id={headingId} className="min-w-0 wrap-anywhere text-lg font-semibold text-slate-900 dark:text-white">
          {application.jobOpen && application.jobPath ? (
            <Link to={application.jobPath} className={TITLE_LINK}>
              {application.jobTitle}
            </Link>
          ) : (
            application.jobTitle
          )}
        </h2>
        <ApplicationStatusBadge application={application} />
      </header>
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-3">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt className="text-xs font-medium text-slate-600 dark:text-slate-400">{term}</dt>
            <dd className="text-sm text-slate-900 dark:text-slate-100">{value}</dd>
          </div>
        ))}
      </dl>
      {application.expectedDecision ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{expectedDecisionText(application.expectedDecision)}</p>
      ) : null}
      <UpcomingInterviews applicationId={application.id} />
      <OfferedSlots applicationId={application.id} />
      <div className="grid gap-5 md:grid-cols-2">
        <Part title="Timeline">
          <ApplicationTimeline application={application} />
        </Part>
        <Part title="E-mails">
          <ApplicationMails mails={application.mails} />
        </Part>
      </div>
      {application.canWithdraw ? <WithdrawApplication application={application} /> : null}
    </article>
  );
}
