// The board's filters: department, job type, salary range and work level, as checkbox groups.
import { memo } from "react";
import { DEPARTMENTS } from "../../../../shared/departments";
import { BOARD_JOB_TYPES, SALARY_BANDS, WORK_LEVELS, type BoardFilters } from "../../../../shared/jobs-board";
import { Button } from "../../../components/ui/button";

type ListFilter = "department" | "type" | "salary" | "level";

const GROUPS: { key: ListFilter; legend: string; options: readonly { value: string; label: string }[] }[] = [
  { key: "department", legend: "Department", options: DEPARTMENTS.map((d) => ({ value: d, label: d })) },
  { key: "type", legend: "Job Type", options: BOARD_JOB_TYPES.map((t) => ({ value: t, label: t })) },
  { key: "salary", legend: "Salary Range", options: SALARY_BANDS.map((b) => ({ value: b.id, label: b.label })) },
  { key: "level", legend: "Work Level", options: WORK_LEVELS.map((l) => ({ value: l.id, label: l.id })) },
];

function toggled(list: readonly string[] | undefined, value: string): string[] | undefined {
  const next = list?.includes(value) ? list.filter((v) => v !== value) : [...(list ?? []), value];
  return next.length > 0 ? next : undefined;
}

type Props = { filters: BoardFilters; onChange: (next: BoardFilters) => void; onReset: () => void };

export const FilterPanel = memo(function FilterPanel({ filters, onChange, onReset }: Props) {
  const active = GROUPS.some((g) => filters[g.key]);
  return (
    // Filters apply as they change: a <search> of controls, not a form with nothing to submit.
    <search aria-label="Job filters" className="block space-y-5 p-4">
      {GROUPS.map((group) => (
        <fieldset key={group.key}>
          <legend className="mb-2 text-sm font-semibold text-slate-900 dark:text-slate-100">{group.legend}</legend>
          <div className="space-y-1.5">
            {group.options.map((option) => {
              const selected = (filters[group.key] as readonly string[] | undefined)?.includes(option.value) ?? false;
              return (
                <label key={option.value} className="flex cursor-pointer items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
                  <input
                    type="checkbox"
                    checked={selected}
                    onChange={() => onChange({ ...filters, [group.key]: toggled(filters[group.key], option.value) })}
                    className="h-4 w-4 rounded border-slate-300 accent-brand-600 focus-visible:outline-2 focus-visible:outline-brand-500"
                  />
                  {option.label}
                </label>
              );
            })}
          </div>
        </fieldset>
      ))}
      <Button variant="outline" size="sm" onClick={onReset} disabled={!active && !filters.q} className="w-full">
        Reset filters
      </Button>
    </search>
  );
});
