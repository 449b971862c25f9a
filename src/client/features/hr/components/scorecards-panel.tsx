// An applicant's scorecards in HR's detail dialog: per interview (newest first), each interviewer's
// ratings, recommendation and notes, and who has not submitted yet. HR only; never the candidate's.
import { useId } from "react";
import { useApplicantScorecards } from "../api/interviews";
import { ROUND_LABELS } from "../../../../shared/hr/rounds";
import { formatMoment, ScorecardView } from "../../interviews/public";
import { PanelStates } from "./panel-states";

export function ScorecardsPanel({ applicationId }: { applicationId: number }) {
  const headingId = useId();
  const scorecards = useApplicantScorecards(applicationId);
  const interviews = (scorecards.data?.interviews ?? []).filter(
    (interview) => interview.scorecards.length > 0 || interview.status === "scheduled",
  );
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 p-5 dark:border-slate-800">
      <h2 id={headingId} className="text-base font-semibold text-brand-700 dark:text-indigo-300">
        Scorecards
      </h2>
      <PanelStates
        query={scorecards}
        empty={interviews.length === 0}
        loadingText="Loading scorecards..."
        failedText="Failed to load the scorecards."
        emptyText="No scorecards yet."
      >
        <ul className="mt-3 grid gap-4">
          {interviews.map((interview) => (
            <li key={interview.id}>
              <h3 className="text-sm font-semibold text-slate-800 dark:text-slate-200">
                {ROUND_LABELS[interview.round]} interview, {formatMoment(interview.startsAt)}
                {interview.status === "canceled" ? " (canceled)" : null}
              </h3>
              {interview.scorecards.length > 0 ? (
                <div className="mt-2 grid gap-2">
                  {interview.scorecards.map((scorecard) => (
                    <ScorecardView key={scorecard.id} scorecard={scorecard} criteria={interview.criteria} />
                  ))}
                </div>
              ) : null}
              {interview.pending.length > 0 ? (
                <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                  Not submitted yet: {interview.pending.map((person) => person.name).join(", ")}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      </PanelStates>
    </section>
  );
}
