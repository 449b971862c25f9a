// HR's "Offer times" dialog: instead of one fixed time, up to 20 times (date, start, duration, in the
// viewer's zone) for the applicant, or the same times for several applicants of one round (the step
// page's selection), with the interviewers who take every time and a location or a meeting link.
// Each applicant is mailed the times and books one on Tracking Application. A refusal shows in the
// dialog: a field's own message under it, anything else as an alert.
import { useId, useState, type FormEvent } from "react";
import { Button } from "../../../components/ui/button";
import { LABEL_CLASS } from "../../../lib/control-styles";
import { instantFromLocal, localDateValue, localTimeValue, viewerZone } from "../../../lib/interview-time";
import { toast } from "../../../lib/toast";
import { useOfferSlots } from "../api/interview-changes";
import { SLOT_LIMITS, SLOT_TEXTS } from "../../../../shared/interview-slots";
import { fieldErrorOf, serverMessage } from "../../../lib/error-message";
import { HrDialog } from "./hr-dialog";
import { checkTeamAndPlace, InterviewersField, PlaceFields } from "./interview-team-fields";
import { InterviewTimeFields, type InterviewTime } from "./interview-time-fields";

type Time = InterviewTime & { key: number };
type Errors = Partial<Record<"slots" | "interviewers" | "location" | "meetingUrl" | "form", string>>;

const OFFER_FAILED = "Failed to offer the times. Please try again.";

let nextKey = 1;

/** Tomorrow at 10:00 in the viewer's zone, then each next time an hour after the last. */
function nextTime(previous?: Time): Time {
  const last = previous ? instantFromLocal(previous.date, previous.time) : null;
  const at = last ? new Date(last.getTime() + 60 * 60_000) : new Date();
  if (!last) {
    at.setDate(at.getDate() + 1);
    at.setHours(10, 0, 0, 0);
  }
  return { key: nextKey++, date: localDateValue(at), time: localTimeValue(at), duration: previous?.duration ?? "45" };
}

type Props = {
  applicationIds: number[];
  /** Who the times are for, in the title: a name, or "3 applicants". */
  audience: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onOffered?: () => void;
};

export function OfferTimesDialog({ applicationIds, audience, open, onOpenChange, onOffered }: Props) {
  const offer = useOfferSlots();
  const [times, setTimes] = useState<Time[]>(() => [nextTime()]);
  const [interviewers, setInterviewers] = useState<number[]>([]);
  const [location, setLocation] = useState("");
  const [meetingUrl, setMeetingUrl] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const timesErrorId = useId();

  const change = (key: number, patch: Partial<Time>) =>
    setTimes((current) => current.map((time) => (time.key === key ? { ...time, ...patch } : time)));

  function check(instants: (Date | null)[]): Errors {
    const found: Errors = checkTeamAndPlace({ interviewers, location, meetingUrl });
    if (instants.some((at) => at === null)) found.slots = "Give each time a date and a start time.";
    else if (instants.some((at) => at!.getTime() <= Date.now())) found.slots = SLOT_TEXTS.slotInPast;
    return found;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const instants = times.map((time) => instantFromLocal(time.date, time.time));
    const found = check(instants);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const answer = await offer.mutateAsync({
        applicationIds,
        slots: times.map((time, index) => ({ startsAt: instants[index]!.toISOString(), durationMinutes: Number(time.duration) })),
        interviewerIds: interviewers,
        location: location.trim() || null,
        meetingUrl: meetingUrl.trim() || null,
      });
      toast.success(answer.message);
      onOffered?.();
      onOpenChange(false);
    } catch (error) {
      setErrors({
        slots: fieldErrorOf(error, "slots"),
        interviewers: fieldErrorOf(error, "interviewerIds"),
        location: fieldErrorOf(error, "location"),
        meetingUrl: fieldErrorOf(error, "meetingUrl"),
        form: serverMessage(error, OFFER_FAILED),
      });
    }
  }

  return (
    <HrDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Offer times to ${audience}`}
      description={`Times are in your time zone, ${viewerZone()}. Each applicant is e-mailed the times and books one on Tracking Application; the first to book a time gets it.`}
      wide
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4" aria-busy={offer.isPending}>
        {errors.form ? (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950/50 dark:text-red-200">
            {errors.form}
          </p>
        ) : null}
        <fieldset aria-describedby={errors.slots ? timesErrorId : undefined} className="grid gap-3">
          <legend className={LABEL_CLASS}>
            Times <span className="text-slate-500 dark:text-slate-400">(1 to {SLOT_LIMITS.maxSlots}, none overlapping)</span>
          </legend>
          <ol className="grid gap-3">
            {times.map((time, index) => (
              <li
                key={time.key}
                className="grid items-end gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-[1fr_1fr_1fr_auto] dark:border-slate-700"
              >
                <InterviewTimeFields
                  value={time}
                  onChange={(patch) => change(time.key, patch)}
                  labels={{
                    date: `Date of time ${index + 1}`,
                    time: `Start of time ${index + 1}`,
                    duration: `Duration of time ${index + 1}`,
                  }}
                />
                <Button
                  variant="outline"
                  size="sm"
                  disabled={times.length === 1}
                  aria-label={`Remove time ${index + 1}`}
                  onClick={() => setTimes((current) => current.filter((other) => other.key !== time.key))}
                >
                  Remove
                </Button>
              </li>
            ))}
          </ol>
          {errors.slots ? (
            <p id={timesErrorId} className="text-sm text-red-700 dark:text-red-400">
              {errors.slots}
            </p>
          ) : null}
          <div>
            <Button
              variant="outline"
              size="sm"
              disabled={times.length >= SLOT_LIMITS.maxSlots}
              onClick={() => setTimes((current) => [...current, nextTime(current.at(-1))])}
            >
              Add a time
            </Button>
          </div>
        </fieldset>
        <InterviewersField note="(they take every time)" selected={interviewers} onChange={setInterviewers} error={errors.interviewers} />
        <PlaceFields location={location} meetingUrl={meetingUrl} onLocation={setLocation} onMeetingUrl={setMeetingUrl} errors={errors} />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Close
          </Button>
          <Button type="submit" disabled={offer.isPending}>
            {offer.isPending ? "Offering..." : "Offer times"}
          </Button>
        </div>
      </form>
    </HrDialog>
  );
}

/** The "Offer times" action (detail dialog, the step page's selection) with its dialog. */
export function OfferTimesButton({
  applicationIds,
  audience,
  onOffered,
}: {
  applicationIds: number[];
  audience: string;
  onOffered?: () => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" size="sm" disabled={applicationIds.length === 0} onClick={() => setOpen(true)}>
        Offer times
      </Button>
      {open ? (
        <OfferTimesDialog applicationIds={applicationIds} audience={audience} open onOpenChange={setOpen} onOffered={onOffered} />
      ) : null}
    </>
  );
}
