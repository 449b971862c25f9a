// An application's history, oldest first: applied, every round change with its date, and the
// withdrawal when there was one.
import type { MyApplication } from "../../../../shared/me/applications";
import { formatShortDate } from "../../../lib/format-date";

type Change = MyApplication["timeline"][number];

function changeText(change: Change): string {
  if (change.status === "rejected") return `Not selected at ${change.toRoundLabel}`;
  if (change.status === "cleared") return "Selected";
  return `Moved to ${change.toRoundLabel}`;
}

export function ApplicationTimeline({ application }: { application: MyApplication }) {
  const events = [
    { key: "applied", text: "Applied", at: application.appliedAt },
    ...application.timeline.map((change, index) => ({ key: `change-${index}`, text: changeText(change), at: change.at })),
    ...(application.withdrawnAt ? [{ key: "withdrawn", text: "Withdrawn", at: application.withdrawnAt }] : []),
  ];
  return (
    <ol aria-label="Timeline" className="space-y-3 border-l-2 border-slate-200 pl-4 dark:border-slate-700">
      {events.map((event) => (
        <li key={event.key} className="relative">
          <span
            aria-hidden="true"
            className="absolute -left-[1.4rem] top-1.5 size-2.5 rounded-full bg-brand-600 ring-4 ring-white dark:bg-indigo-400 dark:ring-slate-900"
          />
          <p className="text-sm font-medium text-slate-900 dark:text-slate-100">{event.text}</p>
          <p className="text-xs text-slate-600 dark:text-slate-400">{formatShortDate(event.at)}</p>
        </li>
      ))}
    </ol>
  );
}
