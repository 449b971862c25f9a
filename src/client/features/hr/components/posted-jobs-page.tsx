// /hr/posted-job: the posted jobs with a search over title, department and location, the
// All / Active / Inactive filter (inactive = deadline passed), each job's applicant count (linking
// to them), Edit, and delete with confirmation.
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { toast } from "../../../lib/toast";
import { PageTitle } from "../../../components/page-title";
import { useDeleteJob } from "../api/job-changes";
import { useApplicantCounts, usePostedJobs } from "../api/posted-jobs";
import { HR_MESSAGES } from "../../../../shared/hr/messages";
import type { Job } from "../../../../shared/job";
import { applicantCountText, formatDay } from "../lib/format";
import { HrDialog } from "./hr-dialog";
import { BACK_LINK, EmptyState } from "./page-states";
import { CARD } from "../lib/styles";
import { buttonClass } from "../../../lib/button-styles";
import { Field } from "../../../components/ui/field";
import { Input } from "../../../components/ui/input";
import { Select } from "../../../components/ui/select";
import { Button } from "../../../components/ui/button";

const LINK_BUTTON = buttonClass({ variant: "outline", size: "sm" });

const STATUS_FILTERS = [
  { value: "all", label: "All Jobs" },
  { value: "active", label: "Active Only" },
  { value: "inactive", label: "Inactive Only" },
] as const;
type StatusFilter = (typeof STATUS_FILTERS)[number]["value"];

/** What the delete dialog says happens to the job and to the people who applied for it. */
function deleteJobText(job: Job, applicants: number): string {
  const question = `Are you sure you want to delete “${job.job_title}”? It leaves the jobs board.`;
  if (applicants === 0) return `${question} No one has applied for it.`;
  return (
    `${question} Its ${applicantCountText(applicants)} stay in your lists: every application still in progress is closed ` +
    `(rejected at its step) and its candidate is e-mailed that the position has closed. Decided and withdrawn applications keep their outcome.`
  );
}

function matches(job: Job, search: string, status: StatusFilter): boolean {
  const term = search.trim().toLowerCase();
  const found = !term || [job.job_title, job.department, job.location].some((text) => text.toLowerCase().includes(term));
  return found && (status === "all" || (status === "active") === !job.expired);
}

export function PostedJobsPage() {
  // Both loaded by the route's loader, which lets them fail: the page shows what it has.
  const jobs = usePostedJobs();
  const counts = useApplicantCounts();
  const applicantsOf = (job: Job) => counts.data?.find((count) => count.job_id === job.id)?.applicants ?? 0;
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState<StatusFilter>("all");
  const [deleting, setDeleting] = useState<Job | null>(null);
  const remove = useDeleteJob();

  // A failed fetch shows as an empty list (spec doc 2 §8).
  const all = jobs.data ?? [];
  const shown = all.filter((job) => matches(job, search, status));

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync({ id: deleting.id });
    } catch {
      toast.error(HR_MESSAGES.deleteJobFailed);
    } finally {
      setDeleting(null);
    }
  };

  return (
    <section>
      <PageTitle title="Posted Jobs" />
      <h1 className="text-2xl font-bold sm:text-3xl">Posted Jobs</h1>
      <form
        role="search"
        aria-label="Filter jobs"
        className="mt-6 grid gap-4 sm:grid-cols-[1fr_14rem]"
        onSubmit={(event) => event.preventDefault()}
      >
        <Field label="Search">
          {(field) => (
            <Input
              {...field}
              type="search"
              placeholder="Title, department or location"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          )}
        </Field>
        <Field label="Show">
          {(field) => (
            <Select
              {...field}
              value={status}
              onChange={(event) => setStatus(event.target.value as StatusFilter)}
              options={STATUS_FILTERS}
            />
          )}
        </Field>
      </form>
      <div className="mt-6">
        {shown.length === 0 ? (
          <EmptyState text={all.length === 0 ? HR_MESSAGES.noJobs : HR_MESSAGES.noMatchingJobs} />
        ) : (
          <ul className="grid gap-4 md:grid-cols-2">
            {shown.map((job) => (
              <li key={job.id} className={CARD}>
                <div className="flex items-start justify-between gap-3">
                  <h2 className="text-lg font-semibold">{job.job_title}</h2>
                  <span
                    className={
                      job.expired
                        ? "rounded-full bg-slate-200 px-2.5 py-0.5 text-xs font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-300"
                        : "rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-medium text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200"
                    }
                  >
                    {job.expired ? "Expired" : "Active"}
                  </span>
                </div>
                <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                  {job.department} · {job.location} · {job.job_type}
                </p>
                <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                  Deadline: {job.application_deadline ? formatDay(job.application_deadline) : "Not specified"}
                </p>
                <p className="mt-1 text-sm">
                  {counts.data ? (
                    <Link
                      to="/hr/posted-job/$id"
                      params={{ id: String(job.id) }}
                      hash="applicants"
                      className={BACK_LINK}
                      aria-label={`${applicantCountText(applicantsOf(job))} for ${job.job_title}`}
                    >
                      {applicantCountText(applicantsOf(job))}
                    </Link>
                  ) : (
                    <span className="text-slate-600 dark:text-slate-400">Applicants: —</span>
                  )}
                </p>
                <div className="mt-4 flex flex-wrap gap-2">
                  <Link
                    to="/hr/posted-job/$id"
                    params={{ id: String(job.id) }}
                    className={LINK_BUTTON}
                    aria-label={`View ${job.job_title}`}
                  >
                    View
                  </Link>
                  <Link to="/hr/edit-job/$id" params={{ id: String(job.id) }} className={LINK_BUTTON} aria-label={`Edit ${job.job_title}`}>
                    Edit
                  </Link>
                  <Button variant="outline" size="sm" onClick={() => setDeleting(job)} aria-label={`Delete ${job.job_title}`}>
                    Delete
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
      <HrDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && !remove.isPending && setDeleting(null)}
        title="Delete job"
        description={deleting ? deleteJobText(deleting, applicantsOf(deleting)) : undefined}
        actions={
          <>
            <Button variant="secondary" onClick={() => setDeleting(null)} disabled={remove.isPending}>
              Cancel
            </Button>
            <Button variant="danger" onClick={confirmDelete} disabled={remove.isPending}>
              {remove.isPending ? "Deleting..." : "Delete"}
            </Button>
          </>
        }
      />
    </section>
  );
}
