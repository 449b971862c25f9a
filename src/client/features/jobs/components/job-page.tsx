// A job's own page (/jobs/<id>-<slug>): every field of the job, an Apply action into the
// application wizard, and, once the deadline has passed, a notice that the job is closed.
import { Link, useNavigate } from "@tanstack/react-router";
import { APPLICATION_MESSAGES } from "../../../../shared/application/messages";
import type { Job } from "../../../../shared/job";
import { PageTitle } from "../../../components/page-title";
import { useHydrated } from "../../../hooks/use-hydrated";
import { rememberApplyTarget, useAppliedJobs } from "../../application-wizard/public";
import { useSignInGate } from "../../auth/public";
import { SIGN_IN_TO_APPLY } from "../../../../shared/session";
import { jobFacts, JobSections } from "./job-sections";
import { Button } from "../../../components/ui/button";

/** The page title of a job: its title and location, so two openings of one role differ. */
export function jobPageTitle(job: Pick<Job, "job_title" | "location">): string {
  return `${job.job_title}, ${job.location}`;
}

export function JobPage({ job }: { job: Job }) {
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const applied = useAppliedJobs().hasApplied(job.id);
  // Signed out: the spec's message, then sign-in and back into the wizard for this job.
  const signIn = useSignInGate(SIGN_IN_TO_APPLY, "mt-4");
  const apply = () => {
    const state = rememberApplyTarget({ jobTitle: job.job_title, jobpostId: job.id });
    signIn.guard(() => void navigate({ to: "/apply-job", state }), "/apply-job");
  };
  return (
    <article aria-labelledby="job-title" className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <PageTitle title={jobPageTitle(job)} />
      <Link to="/job-board" className="text-sm font-medium text-brand-600 hover:underline dark:text-brand-500">
        ← All open positions
      </Link>
      <h1 id="job-title" className="mt-4 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-slate-50">
        {job.job_title}
      </h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">{job.company}</p>
      {job.expired && (
        <p
          role="status"
          className="mt-5 rounded-lg bg-rose-50 px-4 py-3 font-medium text-rose-800 ring-1 ring-rose-200 dark:bg-rose-400/10 dark:text-rose-200 dark:ring-rose-400/40"
        >
          This job is closed: its application deadline has passed, so it no longer accepts applications.
        </p>
      )}
      <dl className="mt-6 grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {jobFacts(job).map(([term, value]) => (
          <div key={term} className="flex gap-2">
            <dt className="font-medium text-slate-500 dark:text-slate-400">{term}:</dt>
            <dd className="text-slate-800 dark:text-slate-200">{value}</dd>
          </div>
        ))}
      </dl>
      {applied && (
        <p
          role="status"
          className="mt-5 rounded-lg bg-emerald-50 px-4 py-3 font-medium text-emerald-900 ring-1 ring-emerald-200 dark:bg-emerald-400/10 dark:text-emerald-200 dark:ring-emerald-400/40"
        >
          Applied: {APPLICATION_MESSAGES.duplicate}
        </p>
      )}
      {!job.expired && !applied && (
        <Button
          onClick={apply}
          // Server markup: inert until the page hydrates.
          aria-disabled={hydrated ? undefined : true}
          className="mt-6"
        >
          Apply for this job
        </Button>
      )}
      {signIn.prompt}
      <JobSections job={job} heading="h2" />
    </article>
  );
}

export function JobNotFound() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-24 text-center">
      <PageTitle title="Job not found" />
      <h1 className="text-3xl font-bold">This job is no longer posted</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-400">
        The job you asked for was removed or never existed. The job board lists every open position.
      </p>
      <Link
        to="/job-board"
        className="mt-6 inline-block rounded-lg bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
      >
        See open positions
      </Link>
    </section>
  );
}
