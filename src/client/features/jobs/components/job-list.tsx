// The middle panel: the title search and the matching jobs, a page at a time.
import type { Job } from "../../../../shared/job";
import { Input } from "../../../components/ui/input";
import { JobListItem } from "./job-list-item";
import { Button } from "../../../components/ui/button";

type Props = {
  query: string;
  onQueryChange: (query: string) => void;
  status: "pending" | "error" | "success";
  jobs: readonly Job[];
  visibleCount: number;
  onShowMore: () => void;
  selectedId: number | undefined;
  favourites: ReadonlySet<number>;
  hasApplied: (id: number) => boolean;
  onSelect: (id: number) => void;
  onToggleFavourite: (id: number) => void;
};

export function JobList(props: Props) {
  const { jobs, visibleCount } = props;
  return (
    <div className="flex h-full min-h-0 flex-col">
      <div className="border-b border-slate-200 p-3 dark:border-slate-800">
        <Input
          type="search"
          value={props.query}
          onChange={(e) => props.onQueryChange(e.target.value)}
          placeholder="Search Job Title..."
          aria-label="Search Job Title..."
        />
        {props.status === "success" && (
          <p className="mt-2 text-xs text-slate-600 dark:text-slate-400" aria-live="polite">
            {jobs.length} {jobs.length === 1 ? "job" : "jobs"}
          </p>
        )}
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto">
        {props.status === "pending" && (
          <p role="status" className="p-4 text-sm text-slate-600 dark:text-slate-400">
            Loading jobs...
          </p>
        )}
        {props.status === "error" && (
          <p role="alert" className="p-4 text-sm text-rose-700 dark:text-rose-400">
            Failed to load jobs.
          </p>
        )}
        {props.status === "success" && jobs.length === 0 && <p className="p-4 text-sm text-slate-600 dark:text-slate-400">No Jobs Found</p>}
        {jobs.length > 0 && (
          <ul aria-label="Jobs" className="divide-y divide-slate-200 dark:divide-slate-800">
            {jobs.slice(0, visibleCount).map((job) => (
              <JobListItem
                key={job.id}
                job={job}
                selected={job.id === props.selectedId}
                favourite={props.favourites.has(job.id)}
                applied={props.hasApplied(job.id)}
                onSelect={props.onSelect}
                onToggleFavourite={props.onToggleFavourite}
              />
            ))}
          </ul>
        )}
        {jobs.length > visibleCount && (
          <div className="p-3">
            <Button variant="outline" size="sm" onClick={props.onShowMore} className="w-full">
              Show more jobs ({jobs.length - visibleCount} more)
            </Button>
          </div>
        )}
      </div>
    </div>
  );
}
