// The From/To days and the Clear filters button HR's filter forms end with (activity, analytics):
// the two days bound each other, and a day typed past the other pulls it along.
import type { ChangeEvent } from "react";
import { Field } from "../../../components/ui/field";
import { Input } from "../../../components/ui/input";
import { Button } from "../../../components/ui/button";

type DayRange = { from?: string | undefined; to?: string | undefined };

/** Typing can get past the pickers' min/max: the day just changed pulls the other one along. */
function bounded<T extends DayRange>(values: T, changed: "from" | "to"): T {
  const { from, to } = values;
  if (!from || !to || from <= to) return values;
  return changed === "from" ? { ...values, to: from } : { ...values, from: to };
}

type Props<T> = { values: T; onChange: (values: T) => void; onClear: () => void };

export function DayRangeFilter<T extends DayRange>({ values, onChange, onClear }: Props<T>) {
  const onDay = (key: "from" | "to") => (event: ChangeEvent<HTMLInputElement>) =>
    onChange(bounded({ ...values, [key]: event.target.value || undefined }, key));
  const filtered = Object.values(values).some((value) => value !== undefined);
  return (
    <>
      <Field label="From">
        {(field) => <Input {...field} type="date" value={values.from ?? ""} max={values.to} onChange={onDay("from")} />}
      </Field>
      <Field label="To">
        {(field) => <Input {...field} type="date" value={values.to ?? ""} min={values.from} onChange={onDay("to")} />}
      </Field>
      <div className="flex items-end">
        <Button variant="secondary" size="sm" onClick={onClear} disabled={!filtered}>
          Clear filters
        </Button>
      </div>
    </>
  );
}
