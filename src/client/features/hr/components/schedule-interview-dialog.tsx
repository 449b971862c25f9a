// HR's one dialog to schedule an interview, or reschedule one: date and start time in the viewer's
// time zone (named), duration, interviewers (HR users and active interviewers, as checkboxes),
// and a location or a meeting link. A refusal shows in the dialog: a field's own message under it,
// an interviewer already busy then (409) as an alert naming them.
import { useState, type FormEvent } from "react";
import { Button } from "../../../components/ui/button";
import { instantFromLocal, localDateValue, localTimeValue, viewerZone } from "../../../lib/interview-time";
import { toast } from "../../../lib/toast";
import { useRescheduleInterview, useScheduleInterview } from "../api/interview-changes";
import { INTERVIEW_LIMITS, INTERVIEW_TEXTS } from "../../../../shared/interview-terms";
import type { Interview } from "../../../../shared/interviews";
import { fieldErrorOf, serverMessage } from "../../../lib/error-message";
import { HrDialog } from "./hr-dialog";
import { checkTeamAndPlace, InterviewersField, PlaceFields } from "./interview-team-fields";
import { InterviewTimeFields, type InterviewTime } from "./interview-time-fields";

type Props = {
  applicationId: number;
  candidateName: string;
  /** The interview to reschedule; none to schedule a new one. */
  interview?: Interview;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

type Errors = Partial<Record<"when" | "duration" | "interviewers" | "location" | "meetingUrl" | "form", string>>;

const SAVE_FAILED = "Failed to save the interview. Please try again.";

/** Tomorrow at 10:00 in the viewer's zone: a sensible first guess. */
function defaultStart(): Date {
  const at = new Date();
  at.setDate(at.getDate() + 1);
  at.setHours(10, 0, 0, 0);
  return at;
}

export function ScheduleInterviewDialog({ applicationId, candidateName, interview, open, onOpenChange }: Props) {
  const schedule = useScheduleInterview(applicationId);
  const reschedule = useRescheduleInterview(applicationId);
  const start = interview ? new Date(interview.startsAt) : defaultStart();
  const [when, setWhen] = useState<InterviewTime>({
    date: localDateValue(start),
    time: localTimeValue(start),
    duration: String(interview?.durationMinutes ?? 45),
  });
  const [interviewers, setInterviewers] = useState<number[]>(interview?.interviewers.map((person) => person.id) ?? []);
  const [location, setLocation] = useState(interview?.location ?? "");
  const [meetingUrl, setMeetingUrl] = useState(interview?.meetingUrl ?? "");
  const [errors, setErrors] = useState<Errors>({});
  const busy = schedule.isPending || reschedule.isPending;
  const title = interview ? `Reschedule interview with ${candidateName}` : `Schedule interview with ${candidateName}`;

  function check(startsAt: Date | null): Errors {
    const found: Errors = checkTeamAndPlace({ interviewers, location, meetingUrl });
    if (!startsAt) found.when = "Choose a date and a start time.";
    else if (startsAt.getTime() <= Date.now()) found.when = INTERVIEW_TEXTS.startsAtPast;
    return found;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const startsAt = instantFromLocal(when.date, when.time);
    const found = check(startsAt);
    setErrors(found);
    if (Object.keys(found).length > 0 || !startsAt) return;
    const fields = {
      startsAt: startsAt.toISOString(),
      durationMinutes: Number(when.duration),
      interviewerIds: interviewers,
      location: location.trim() || null,
      meetingUrl: meetingUrl.trim() || null,
    };
    try {
      const answer = interview
        ? await reschedule.mutateAsync({ id: interview.id, ...fields })
        : await schedule.mutateAsync({ applicationId, ...fields });
      toast.success(answer.message);
      onOpenChange(false);
    } catch (error) {
      setErrors({
        when: fieldErrorOf(error, "startsAt"),
        duration: fieldErrorOf(error, "durationMinutes"),
        interviewers: fieldErrorOf(error, "interviewerIds"),
        location: fieldErrorOf(error, "location"),
        meetingUrl: fieldErrorOf(error, "meetingUrl"),
        form: serverMessage(error, SAVE_FAILED),
      });
    }
  }

  return (
    <HrDialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={`Times are in your time zone, ${viewerZone()}. Everyone on the interview is e-mailed a calendar invitation.`}
      wide
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4" aria-busy={busy}>
        {errors.form ? (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950/50 dark:text-red-200">
            {errors.form}
          </p>
        ) : null}
        <div className="grid gap-4 sm:grid-cols-3">
          <InterviewTimeFields
            value={when}
            onChange={(patch) => setWhen((current) => ({ ...current, ...patch }))}
            labels={{ date: "Date", time: "Start time", duration: "Duration" }}
            required
            timeHint={viewerZone()}
            errors={{ date: errors.when, duration: errors.duration }}
          />
        </div>
        <InterviewersField
          note={`(1 to ${INTERVIEW_LIMITS.maxInterviewers})`}
          selected={interviewers}
          onChange={setInterviewers}
          error={errors.interviewers}
        />
        <PlaceFields location={location} meetingUrl={meetingUrl} onLocation={setLocation} onMeetingUrl={setMeetingUrl} errors={errors} />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Close
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? "Saving..." : interview ? "Reschedule" : "Schedule interview"}
          </Button>
        </div>
      </form>
    </HrDialog>
  );
}

/** The "Schedule interview" action (detail dialog, board card, step page rows) with its dialog. */
export function ScheduleInterviewButton({
  applicationId,
  candidateName,
  className,
}: {
  applicationId: number;
  candidateName: string;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        className={className}
        aria-label={`Schedule interview with ${candidateName}`}
        onClick={() => setOpen(true)}
      >
        Schedule interview
      </Button>
      {open ? (
        // React events bubble out of the dialog's portal to the button's ancestors: on a board card
        // a press inside the dialog must not start dragging the card.
        <span className="contents" onPointerDown={(event) => event.stopPropagation()}>
          <ScheduleInterviewDialog applicationId={applicationId} candidateName={candidateName} open onOpenChange={setOpen} />
        </span>
      ) : null}
    </>
  );
}
