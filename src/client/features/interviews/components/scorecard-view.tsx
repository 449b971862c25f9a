// One interviewer's submitted scorecard, read-only: each criterion's rating (1–4, in words too), the
// recommendation and the notes. HR's applicant dialog and the interviewer's panel show it alike.
import { RATING_LABELS, RATING_MAX, RECOMMENDATION_LABELS, type Recommendation, type Scorecard } from "../../../../shared/scorecards";
import { cx } from "../../../lib/cx";

const MOMENT = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

/** "1 Dec 2026, 10:00 am" in the viewer's zone. */
export function formatMoment(iso: string): string {
  return MOMENT.format(new Date(iso));
}

const RECOMMENDATION_TONES: Record<Recommendation, string> = {
  strong_no: "bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200",
  no: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200",
  yes: "bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200",
  strong_yes: "bg-emerald-200 text-emerald-950 dark:bg-emerald-900 dark:text-emerald-100",
};

export function RecommendationBadge({ recommendation }: { recommendation: Recommendation }) {
  return (
    <span className={cx("rounded px-1.5 py-0.5 text-xs font-semibold", RECOMMENDATION_TONES[recommendation])}>
      {RECOMMENDATION_LABELS[recommendation]}
    </span>
  );
}

export function ScorecardView({ scorecard, criteria }: { scorecard: Scorecard; criteria: string[] }) {
  // The criteria the card rated: the interview's list, then any it rated under an older list.
  const rated = [
    ...criteria.filter((criterion) => criterion in scorecard.ratings),
    ...Object.keys(scorecard.ratings).filter((c) => !criteria.includes(c)),
  ];
  return (
    <article className="rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-700">
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="font-medium text-slate-900 dark:text-slate-100">{scorecard.interviewer.name}</h4>
        <RecommendationBadge recommendation={scorecard.recommendation} />
      </header>
      <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-2">
        {rated.map((criterion) => {
          const rating = scorecard.ratings[criterion] ?? 0;
          return (
            <div key={criterion} className="flex justify-between gap-2">
              <dt className="text-slate-600 dark:text-slate-400">{criterion}</dt>
              <dd className="font-medium">
                {rating}/{RATING_MAX} <span className="font-normal text-slate-500 dark:text-slate-400">{RATING_LABELS[rating]}</span>
              </dd>
            </div>
          );
        })}
      </dl>
      {scorecard.notes ? (
        <p className="mt-2 whitespace-pre-wrap wrap-anywhere text-slate-700 dark:text-slate-300">{scorecard.notes}</p>
      ) : null}
      <p className="mt-2 text-xs text-slate-500 dark:text-slate-400">Submitted {formatMoment(scorecard.submittedAt)}</p>
    </article>
  );
}
