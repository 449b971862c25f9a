// "History": an application's audit rows, newest first (who moved, rejected, mailed, noted or rated
// it, and when), in the applicant detail and on an enquiry's page. 50 at a time, with
// "Show older" reading on from the last one shown.
import { useId } from "react";
import { useApplicationHistory } from "../api/activity";
import { AUDIT_ACTION_LABELS, AUDIT_MESSAGES, describeAuditChange } from "../../../../shared/hr/audit";
import { formatMoment } from "../lib/format";
import { PanelStates } from "./panel-states";
import { Button } from "../../../components/ui/button";

export function ApplicationHistory({ applicationId }: { applicationId: number }) {
  const headingId = useId();
  const history = useApplicationHistory(applicationId);
  const entries = history.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 p-5 dark:border-slate-800">
      <h2 id={headingId} className="text-base font-semibold text-brand-700 dark:text-indigo-300">
        History
      </h2>
      <PanelStates
        query={history}
        empty={entries.length === 0}
        loadingText="Loading history..."
        failedText={AUDIT_MESSAGES.historyFailed}
        emptyText={AUDIT_MESSAGES.noHistory}
        className="mt-3"
      >
        <ol className="mt-3 space-y-3 border-l-2 border-slate-200 pl-4 dark:border-slate-700" aria-label="History, newest first">
          {entries.map((entry) => {
            const change = describeAuditChange(entry.before, entry.after);
            return (
              <li key={entry.id}>
                <p className="text-sm font-medium">
                  {AUDIT_ACTION_LABELS[entry.action]}
                  {change ? <span className="font-normal text-slate-700 dark:text-slate-300"> · {change}</span> : null}
                </p>
                <p className="text-xs text-slate-600 dark:text-slate-400">
                  <time dateTime={entry.createdAt}>{formatMoment(entry.createdAt)}</time> · by {entry.actor.name}
                </p>
              </li>
            );
          })}
        </ol>
        {history.hasNextPage ? (
          <Button
            variant="outline"
            size="sm"
            className="mt-4"
            disabled={history.isFetchingNextPage}
            onClick={() => void history.fetchNextPage()}
          >
            {history.isFetchingNextPage ? "Loading..." : "Show older"}
          </Button>
        ) : null}
      </PanelStates>
    </section>
  );
}
