// The activity list's filters: who (an HR user), what (an action), and a range of days whose two
// ends bound each other. Each change is applied at once (they are picks, not typing).
import type { ChangeEvent } from "react";
import { Field } from "../../../components/ui/field";
import { Select } from "../../../components/ui/select";
import { DayRangeFilter } from "./day-range-filter";
import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, isAuditAction, type ActivityFilterValues } from "../../../../shared/hr/audit";

type Actor = { id: number; name: string };
type Props = { values: ActivityFilterValues; actors: readonly Actor[]; onChange: (values: ActivityFilterValues) => void };

const ACTION_OPTIONS = AUDIT_ACTIONS.map((action) => ({ value: action, label: AUDIT_ACTION_LABELS[action] }));

export function ActivityFilters({ values, actors, onChange }: Props) {
  const actorOptions = actors.map((actor) => ({ value: String(actor.id), label: actor.name }));
  // A filtered actor who is no longer listed (removed, or not HR) still shows as chosen.
  if (values.actor !== undefined && !actors.some((actor) => actor.id === values.actor)) {
    actorOptions.push({ value: String(values.actor), label: `User #${values.actor}` });
  }
  const onActor = (event: ChangeEvent<HTMLSelectElement>) =>
    onChange({ ...values, actor: event.target.value ? Number(event.target.value) : undefined });
  const onAction = (event: ChangeEvent<HTMLSelectElement>) =>
    onChange({ ...values, action: isAuditAction(event.target.value) ? event.target.value : undefined });
  return (
    <form
      role="search"
      aria-label="Filter activity"
      className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5"
      onSubmit={(event) => event.preventDefault()}
    >
      <Field label="Who">
        {(field) => (
          <Select {...field} value={values.actor === undefined ? "" : String(values.actor)} onChange={onActor} options={actorOptions}>
            <option value="">Anyone</option>
          </Select>
        )}
      </Field>
      <Field label="Action">
        {(field) => (
          <Select {...field} value={values.action ?? ""} onChange={onAction} options={ACTION_OPTIONS}>
            <option value="">Any action</option>
          </Select>
        )}
      </Field>
      <DayRangeFilter values={values} onChange={onChange} onClear={() => onChange({})} />
    </form>
  );
}
