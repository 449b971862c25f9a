// One job in the board's list: selects the job on click; the selected one is highlighted, and one
// the signed-in candidate has applied for says so.
import { memo } from "react";
import type { Job } from "../../../../shared/job";
import { FavouriteButton } from "./favourite-button";
import { Button } from "../../../components/ui/button";

type Props = {
  job: Job;
  selected: boolean;
  favourite: boolean;
  applied: boolean;
  onSelect: (id: number) => void;
  onToggleFavourite: (id: number) => void;
};

export const JobListItem = memo(function JobListItem({ job, selected, favourite, applied, onSelect, onToggleFavourite }: Props) {
  return (
    <li
      className={`relative border-l-4 [content-visibility:auto] [contain-intrinsic-size:auto_5.5rem] ${
        selected ? "border-brand-600 bg-brand-50 dark:bg-slate-800" : "border-transparent hover:bg-slate-50 dark:hover:bg-slate-900"
      }`}
    >
      <Button
        variant="bare"
        onClick={() => onSelect(job.id)}
        aria-current={selected ? "true" : undefined}
        className="block w-full px-4 py-3 pr-12 text-left focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500"
      >
        <span className="block font-semibold text-slate-900 dark:text-slate-100">{job.job_title}</span>
        <span className="mt-0.5 block text-sm text-slate-600 dark:text-slate-400">
          {job.department} · {job.location}
        </span>
        <span className="mt-1 flex flex-wrap gap-1.5 text-xs">
          <span className="rounded bg-slate-100 px-1.5 py-0.5 text-slate-700 dark:bg-slate-800 dark:text-slate-300">{job.job_type}</span>
          <span className="rounded bg-slate-100 px-1.5 py-0.5 text-slate-700 dark:bg-slate-800 dark:text-slate-300">
            {job.salary_range}
          </span>
          {job.expired && (
            <span className="rounded bg-rose-100 px-1.5 py-0.5 text-rose-700 dark:bg-rose-950 dark:text-rose-300">Expired</span>
          )}
          {applied && (
            <span className="rounded bg-emerald-100 px-1.5 py-0.5 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300">Applied</span>
          )}
        </span>
      </Button>
      <div className="absolute right-2 top-2">
        <FavouriteButton jobTitle={job.job_title} active={favourite} onToggle={() => onToggleFavourite(job.id)} />
      </div>
    </li>
  );
});
