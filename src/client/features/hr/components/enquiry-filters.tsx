// The enquiry list's filters: name, e-mail and a creation date range whose two ends bound each
// other (start cannot be after end).
import type { ChangeEvent } from "react";
import { Input } from "../../../components/ui/input";
import { Field } from "../../../components/ui/field";
import { NO_FILTERS, type EnquiryFilterValues } from "../api/enquiry-query";
import { Button } from "../../../components/ui/button";

type Props = { values: EnquiryFilterValues; onChange: (values: EnquiryFilterValues) => void };

export function EnquiryFilters({ values, onChange }: Props) {
  const set = (key: keyof EnquiryFilterValues) => (event: ChangeEvent<HTMLInputElement>) =>
    onChange(bounded({ ...values, [key]: event.target.value }, key));
  const filtered = Object.values(values).some(Boolean);
  return (
    <form
      role="search"
      aria-label="Filter candidates"
      className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5"
      onSubmit={(event) => event.preventDefault()}
    >
      <Field label="Name">
        {(field) => (
          <Input {...field} type="search" value={values.name} onChange={set("name")} placeholder="Search by name" maxLength={100} />
        )}
      </Field>
      <Field label="Email">
        {(field) => (
          <Input {...field} type="search" value={values.email} onChange={set("email")} placeholder="Search by email" maxLength={254} />
        )}
      </Field>
      <Field label="Start date">
        {(field) => <Input {...field} type="date" value={values.startDate} max={values.endDate || undefined} onChange={set("startDate")} />}
      </Field>
      <Field label="End date">
        {(field) => <Input {...field} type="date" value={values.endDate} min={values.startDate || undefined} onChange={set("endDate")} />}
      </Field>
      <div className="flex items-end">
        <Button variant="secondary" size="sm" onClick={() => onChange(NO_FILTERS)} disabled={!filtered}>
          Clear filters
        </Button>
      </div>
    </form>
  );
}

/** Typing can get past the pickers' min/max: the date just changed pulls the other one along. */
function bounded(values: EnquiryFilterValues, changed: keyof EnquiryFilterValues): EnquiryFilterValues {
  const { startDate, endDate } = values;
  if (!startDate || !endDate || startDate <= endDate) return values;
  return changed === "startDate" ? { ...values, endDate: startDate } : { ...values, startDate: endDate };
}
