// The list of posted jobs, read through tRPC, with loading, error and empty states.
import { trpc } from "../../../lib/trpc";

export function JobList() {
  const jobs = trpc.jobs.list.useQuery();

  if (jobs.isPending) return <p role="status">Loading jobs...</p>;
  if (jobs.isError) return <p role="alert">Failed to load jobs.</p>;
  if (jobs.data.length === 0) return <p>No Jobs Found</p>;

  return (
    <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
      {jobs.data.map((job) => (
        <li key={job.id} className="p-4">
          <h2 className="font-semibold">{job.job_title}</h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {job.department} · {job.location} · {job.job_type} · {job.salary_range}
          </p>
        </li>
      ))}
    </ul>
  );
}
