// When an interview (or an offered time) is, as HR's Schedule interview and Offer times dialogs ask
// for it: a date, a start time (5-minute steps) and a duration, in the viewer's zone.
import { Field } from "../../../components/ui/field";
import { Input } from "../../../components/ui/input";
import { Select } from "../../../components/ui/select";
import { INTERVIEW_DURATIONS } from "../../../../shared/interview-terms";

export type InterviewTime = { date: string; time: string; duration: string };

type Props = {
  value: InterviewTime;
  onChange: (patch: Partial<InterviewTime>) => void;
  labels: Record<keyof InterviewTime, string>;
  required?: boolean;
  timeHint?: string;
  errors?: { date?: string | undefined; duration?: string | undefined };
};

const DURATION_OPTIONS = INTERVIEW_DURATIONS.map((minutes) => ({ value: String(minutes), label: `${minutes} minutes` }));

export function InterviewTimeFields({ value, onChange, labels, required, timeHint, errors }: Props) {
  return (
    <>
      <Field label={labels.date} required={required} error={errors?.date}>
        {(control) => <Input {...control} type="date" value={value.date} onChange={(event) => onChange({ date: event.target.value })} />}
      </Field>
      <Field label={labels.time} required={required} hint={timeHint}>
        {(control) => (
          <Input {...control} type="time" step={300} value={value.time} onChange={(event) => onChange({ time: event.target.value })} />
        )}
      </Field>
      <Field label={labels.duration} required={required} error={errors?.duration}>
        {(control) => (
          <Select
            {...control}
            value={value.duration}
            options={DURATION_OPTIONS}
            onChange={(event) => onChange({ duration: event.target.value })}
          />
        )}
      </Field>
    </>
  );
}
