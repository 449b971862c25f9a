// The activity list's filters: who (an HR user), what (an action), and a range of days whose two
// ends bound each other. Each change is applied at once (they are picks, not typing).
import type { ChangeEvent } from "react";
import { Field } from "../../../components/ui/field";
import { Input } from "../../../components/ui/input";
import { Select } from "../../../components/ui/select";
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
  const onDay = (key: "from" | "to") => (event: ChangeEvent<HTMLInputElement>) =>
    onChange(bounded({ ...values, [key]: event.target.value || undefined }, key));
  const filtered = Object.values(values).some((value) => value !== undefined);
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
      <Field label="From">
        {(field) => <Input {...field} type="date" value={values.from ?? ""} max={values.to} onChange={onDay("from")} />}
      </Field>
      <Field label="To">
        {(field) => <Input {...field} type="date" value={values.to ?? ""} min={values.from} onChange={onDay("to")} />}
      </Field>
      <div className="flex items-end">
        <button
          type="button"
          className="rounded-lg px-4 py-2 text-sm font-medium text-brand-700 ring-1 ring-brand-600 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-500 disabled:opacity-50 dark:text-indigo-300 dark:ring-indigo-400 dark:hover:bg-slate-800"
          onClick={() => onChange({})}
          disabled={!filtered}
        >
          Clear filters
        </button>
      </div>
    </form>
  );
}

/** Typing can get past the pickers' min/max: the day just changed pulls the other one along. */
function bounded(values: ActivityFilterValues, changed: "from" | "to"): ActivityFilterValues {
  const { from, to } = values;
  if (!from || !to || from <= to) return values;
  return changed === "from" ? { ...values, to: from } : { ...values, from: to };
}
