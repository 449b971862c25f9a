// The right panel: every field of the selected job (spec doc 2 §2), fetched fresh by id with the
// list's copy shown meanwhile, and the Apply / Apply Online buttons (refused once expired, or once
// the signed-in candidate has applied).
import { Link } from "@tanstack/react-router";
import { memo } from "react";
import { APPLICATION_MESSAGES } from "../../../../shared/application/messages";
import type { Job } from "../../../../shared/job";
import { jobKey } from "../../../../shared/job-url";
import { useHydrated } from "../../../hooks/use-hydrated";
import { SIGN_IN_TO_APPLY } from "../../../../shared/session";
import { rememberApplyTarget } from "../../application-wizard/public";
import { useSignInGate } from "../../auth/public";
import { useJobDetails } from "../api/jobs";
import { FavouriteButton } from "./favourite-button";
import { jobFacts, JobSections } from "./job-sections";
import { Button } from "../../../components/ui/button";

type Props = {
  job: Job | undefined;
  favourite: boolean;
  applied: boolean;
  onToggleFavourite: (id: number) => void;
  onApply: (job: Job) => void;
};

function ApplyButton({ job, label, applied, onApply }: { job: Job; label: string; applied: boolean; onApply: (job: Job) => void }) {
  // In server markup the button does nothing until the page hydrates: say so (and tests wait).
  const hydrated = useHydrated();
  // Signed out: the spec's message, then sign-in and back into the wizard for this job.
  const signIn = useSignInGate(SIGN_IN_TO_APPLY, "w-full");
  return (
    <>
      <Button
        onClick={() => {
          rememberApplyTarget({ jobTitle: job.job_title, jobpostId: job.id });
          signIn.guard(() => onApply(job), "/apply-job");
        }}
        aria-disabled={hydrated ? undefined : true}
        disabled={job.expired || applied}
      >
        {label}
      </Button>
      {signIn.prompt}
    </>
  );
}

export const JobDetail = memo(function JobDetail({ job: listed, favourite, applied, onToggleFavourite, onApply }: Props) {
  const details = useJobDetails(listed);
  if (!listed) return null;
  if (details.isError) {
    return (
      <p role="alert" className="p-6 text-sm text-rose-700 dark:text-rose-400">
        Failed to load job details.
      </p>
    );
  }
  const job = details.data ?? listed;
  return (
    <article aria-label="Job details" className="p-6">
      <div className="flex items-start justify-between gap-4">
        <div>
          <h2 className="text-2xl font-bold text-slate-900 dark:text-slate-50">{job.job_title}</h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{job.company}</p>
        </div>
        <FavouriteButton jobTitle={job.job_title} active={favourite} onToggle={() => onToggleFavourite(job.id)} />
      </div>
      <dl className="mt-4 grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {[...jobFacts(job), ["Status", job.expired ? "Expired" : "Active"]].map(([term, value]) => (
          <div key={term} className="flex gap-2">
            <dt className="font-medium text-slate-500 dark:text-slate-400">{term}:</dt>
            <dd
              className={
                term === "Status" && job.expired ? "font-semibold text-rose-700 dark:text-rose-400" : "text-slate-800 dark:text-slate-200"
              }
            >
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <div className="mt-5 flex flex-wrap items-center gap-3">
        <ApplyButton job={job} label="Apply" applied={applied} onApply={onApply} />
        <Link
          to="/jobs/$jobKey"
          params={{ jobKey: jobKey(job) }}
          className="text-sm font-semibold text-brand-600 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-brand-500"
        >
          Open the job's page
        </Link>
        {job.expired && <p className="text-sm text-rose-700 dark:text-rose-400">{APPLICATION_MESSAGES.expired}</p>}
        {applied && (
          <p className="text-sm font-semibold text-emerald-800 dark:text-emerald-300">Applied: {APPLICATION_MESSAGES.duplicate}</p>
        )}
      </div>
      <JobSections job={job} heading="h3" />
      <div className="mt-6">
        <ApplyButton job={job} label="Apply Online" applied={applied} onApply={onApply} />
      </div>
    </article>
  );
});
