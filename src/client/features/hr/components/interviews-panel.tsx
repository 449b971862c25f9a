// An applicant's interviews in HR's detail dialog: each one's time (in the viewer's zone), round,
// interviewers and place, with Reschedule and Cancel interview while it is ahead; and the
// "Schedule interview" action while the applicant is in progress.
import { useId, useState } from "react";
import { Button } from "../../../components/ui/button";
import { formatInterviewTime } from "../../../lib/interview-time";
import { toast } from "../../../lib/toast";
import { useCancelInterview } from "../api/interview-changes";
import { useApplicantInterviews } from "../api/interviews";
import { INTERVIEW_TEXTS } from "../../../../shared/interview-terms";
import type { Interview } from "../../../../shared/interviews";
import { serverMessage } from "../../../lib/error-message";
import { HrDialog } from "./hr-dialog";
import { PanelStates } from "./panel-states";
import { ScheduleInterviewButton, ScheduleInterviewDialog } from "./schedule-interview-dialog";
import { OfferTimesButton } from "./offer-times-dialog";

function Place({ interview }: { interview: Interview }) {
  return (
    <>
      {interview.location ? <span>{interview.location}</span> : null}
      {interview.location && interview.meetingUrl ? " · " : null}
      {interview.meetingUrl ? (
        <a href={interview.meetingUrl} target="_blank" rel="noreferrer" className="text-brand-700 underline dark:text-indigo-300">
          Meeting link
        </a>
      ) : null}
    </>
  );
}

function CancelInterviewDialog({
  interview,
  applicationId,
  onClose,
}: {
  interview: Interview;
  applicationId: number;
  onClose: () => void;
}) {
  const cancel = useCancelInterview(applicationId);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    try {
      const answer = await cancel.mutateAsync({ id: interview.id });
      toast.success(answer.message);
      onClose();
    } catch (failure) {
      setError(serverMessage(failure, "Failed to cancel the interview."));
    }
  };
  return (
    <HrDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Cancel interview?"
      description={`${formatInterviewTime(interview.startsAt, interview.endsAt)}. The candidate and the interviewers are e-mailed that it is canceled.`}
      error={error}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Keep it
          </Button>
          <Button variant="danger" disabled={cancel.isPending} onClick={() => void confirm()}>
            {cancel.isPending ? "Canceling..." : "Cancel interview"}
          </Button>
        </>
      }
    />
  );
}

export function InterviewsPanel({
  applicationId,
  candidateName,
  canSchedule,
}: {
  applicationId: number;
  candidateName: string;
  canSchedule: boolean;
}) {
  const headingId = useId();
  const interviews = useApplicantInterviews(applicationId);
  const [rescheduling, setRescheduling] = useState<Interview | null>(null);
  const [canceling, setCanceling] = useState<Interview | null>(null);
  const list = interviews.data?.interviews ?? [];
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 p-5 dark:border-slate-800">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-base font-semibold text-brand-700 dark:text-indigo-300">
          Interviews
        </h2>
        {canSchedule ? (
          <div className="flex flex-wrap gap-2">
            <ScheduleInterviewButton applicationId={applicationId} candidateName={candidateName} />
            <OfferTimesButton applicationIds={[applicationId]} audience={candidateName} />
          </div>
        ) : null}
      </div>
      <PanelStates
        query={interviews}
        empty={list.length === 0}
        loadingText="Loading interviews..."
        failedText={INTERVIEW_TEXTS.fetchFailed}
        emptyText="No interviews yet."
      >
        <ul className="mt-3 grid gap-3">
          {list.map((interview) => {
            // Ahead as of the list's reading (it is read again after every change).
            const ahead = interview.status === "scheduled" && new Date(interview.startsAt).getTime() > interviews.dataUpdatedAt;
            return (
              <li key={interview.id} className="rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-700">
                <p className="font-medium">
                  {formatInterviewTime(interview.startsAt, interview.endsAt)}
                  {interview.status === "canceled" ? (
                    <span className="ml-2 rounded bg-slate-200 px-1.5 py-0.5 text-xs font-semibold text-slate-800 dark:bg-slate-700 dark:text-slate-100">
                      Canceled
                    </span>
                  ) : null}
                </p>
                <p className="text-slate-600 dark:text-slate-400">
                  {interview.roundLabel} · {interview.interviewers.map((person) => person.name).join(", ")}
                </p>
                <p className="text-slate-600 dark:text-slate-400">
                  <Place interview={interview} />
                </p>
                {ahead ? (
                  <div className="mt-2 flex flex-wrap gap-2">
                    <Button variant="outline" size="sm" onClick={() => setRescheduling(interview)}>
                      Reschedule
                    </Button>
                    <Button variant="outline" size="sm" onClick={() => setCanceling(interview)}>
                      Cancel interview
                    </Button>
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      </PanelStates>
      {rescheduling ? (
        <ScheduleInterviewDialog
          key={rescheduling.id}
          applicationId={applicationId}
          candidateName={candidateName}
          interview={rescheduling}
          open
          onOpenChange={(open) => !open && setRescheduling(null)}
        />
      ) : null}
      {canceling ? <CancelInterviewDialog interview={canceling} applicationId={applicationId} onClose={() => setCanceling(null)} /> : null}
    </section>
  );
}

export { Place as InterviewPlace };
