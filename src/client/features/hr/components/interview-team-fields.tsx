// The fields HR's Schedule interview and Offer times dialogs share: who interviews (a checkbox per
// HR user and active interviewer) and where (a place, a meeting link, or both), and their check
// before sending.
import { useId, type ReactNode } from "react";
import { Field } from "../../../components/ui/field";
import { Input } from "../../../components/ui/input";
import { LABEL_CLASS } from "../../../lib/control-styles";
import { useInterviewerOptions } from "../api/interviews";
import { isHttpLink } from "../../../../shared/input";
import { INTERVIEW_LIMITS, INTERVIEW_TEXTS } from "../../../../shared/interview-terms";
import { serverMessage } from "../../../lib/error-message";

type TeamAndPlace = { interviewers: readonly number[]; location: string; meetingUrl: string };
type TeamAndPlaceErrors = { interviewers?: string; location?: string; meetingUrl?: string };

/** The messages the fields below show before anything is sent (the server checks the same again). */
export function checkTeamAndPlace({ interviewers, location, meetingUrl }: TeamAndPlace): TeamAndPlaceErrors {
  const found: TeamAndPlaceErrors = {};
  if (interviewers.length < INTERVIEW_LIMITS.minInterviewers || interviewers.length > INTERVIEW_LIMITS.maxInterviewers)
    found.interviewers = INTERVIEW_TEXTS.interviewersRequired;
  if (meetingUrl.trim() && !isHttpLink(meetingUrl.trim())) found.meetingUrl = INTERVIEW_TEXTS.meetingUrl;
  if (!location.trim() && !meetingUrl.trim()) found.location = INTERVIEW_TEXTS.placeRequired;
  return found;
}

type InterviewersProps = { note: ReactNode; selected: readonly number[]; onChange: (ids: number[]) => void; error?: string | undefined };

export function InterviewersField({ note, selected, onChange, error }: InterviewersProps) {
  const options = useInterviewerOptions();
  const errorId = useId();
  const toggle = (id: number) => onChange(selected.includes(id) ? selected.filter((other) => other !== id) : [...selected, id]);
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className={LABEL_CLASS}>
        Interviewers <span className="text-slate-500 dark:text-slate-400">{note}</span>
      </legend>
      {options.isPending ? (
        <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
          Loading the hiring team...
        </p>
      ) : options.isError ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {serverMessage(options.error, "Failed to load the hiring team.")}
        </p>
      ) : (
        <ul className="grid max-h-48 gap-1 overflow-y-auto rounded-lg border border-slate-200 p-2 sm:grid-cols-2 dark:border-slate-700">
          {options.data.map((person) => (
            <li key={person.id}>
              <label className="flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 text-sm hover:bg-slate-100 dark:hover:bg-slate-800">
                <input
                  type="checkbox"
                  className="size-4 accent-brand-600"
                  checked={selected.includes(person.id)}
                  onChange={() => toggle(person.id)}
                />
                <span>
                  {person.name}
                  <span className="ml-1 text-xs text-slate-500 dark:text-slate-400">{person.role === "hr" ? "HR" : "Interviewer"}</span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

type PlaceProps = {
  location: string;
  meetingUrl: string;
  onLocation: (value: string) => void;
  onMeetingUrl: (value: string) => void;
  errors: { location?: string | undefined; meetingUrl?: string | undefined };
};

export function PlaceFields({ location, meetingUrl, onLocation, onMeetingUrl, errors }: PlaceProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label="Location" error={errors.location} hint="A room or an address; or give a meeting link, or both.">
        {(control) => (
          <Input {...control} maxLength={INTERVIEW_LIMITS.location} value={location} onChange={(event) => onLocation(event.target.value)} />
        )}
      </Field>
      <Field label="Meeting link" error={errors.meetingUrl}>
        {(control) => (
          <Input
            {...control}
            type="url"
            inputMode="url"
            placeholder="https://meet.example.com/…"
            maxLength={INTERVIEW_LIMITS.meetingUrl}
            value={meetingUrl}
            onChange={(event) => onMeetingUrl(event.target.value)}
          />
        )}
      </Field>
    </div>
  );
}
