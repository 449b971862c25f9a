// The right panel: every field of the selected job (spec doc 2 §2), fetched fresh by id with the
// list's copy shown meanwhile, and the Apply / Apply Online buttons (refused once expired).
import { Link } from "@tanstack/react-router";
import { memo, type ReactNode } from "react";
import { APPLICATION_MESSAGES } from "../../../../shared/application/messages";
import type { Job } from "../../../../shared/job";
import { jobKey } from "../../../../shared/job-url";
import { workLevelOf } from "../../../../shared/jobs-board";
import { formatShortDate } from "../../../lib/format-date";
import { useHydrated } from "../../../hooks/use-hydrated";
import { trpc } from "../../../lib/trpc";
import { SIGN_IN_TO_APPLY } from "../../../../shared/session";
import { rememberApplyTarget } from "../../application-wizard/apply-target";
import { useSignInGate } from "../../auth/components/sign-in-prompt";
import { FavouriteButton } from "./favourite-button";

type Props = {
  job: Job | undefined;
  favourite: boolean;
  applied: boolean;
  onToggleFavourite: (id: number) => void;
  onApply: (job: Job) => void;
};

/** `heading`: the level under the page's own title (h3 under the board's h2, h2 on a job's page). */
export function Section({ title, heading: Heading = "h3", children }: { title: string; heading?: "h2" | "h3"; children: ReactNode }) {
  return (
    <section className="mt-6">
      <Heading className="text-sm font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400">{title}</Heading>
      <div className="mt-2 text-sm leading-6 text-slate-700 dark:text-slate-300">{children}</div>
    </section>
  );
}

export function Items({ items }: { items: string[] }) {
  if (items.length === 0) return <p>Not specified</p>;
  return (
    <ul className="list-disc space-y-1 pl-5">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

export function HowToApply({ text }: { text: string }) {
  if (/^https?:\/\//i.test(text.trim())) {
    return (
      <a href={text.trim()} target="_blank" rel="noreferrer" className="text-brand-600 underline dark:text-brand-500">
        {text.trim()}
      </a>
    );
  }
  return <p>{text || "Not specified"}</p>;
}

function ApplyButton({ job, label, onApply }: { job: Job; label: string; onApply: (job: Job) => void }) {
  // In server markup the button does nothing until the page hydrates: say so (and tests wait).
  const hydrated = useHydrated();
  // Signed out: the spec's message, then sign-in and back into the wizard for this job.
  const signIn = useSignInGate(SIGN_IN_TO_APPLY, "w-full");
  return (
    <>
      <button
        type="button"
        onClick={() => {
          rememberApplyTarget({ jobTitle: job.job_title, jobpostId: job.id });
          signIn.guard(() => onApply(job), "/apply-job");
        }}
        aria-disabled={hydrated ? undefined : true}
        disabled={job.expired}
        className="rounded-lg bg-brand-600 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:cursor-not-allowed disabled:bg-slate-400"
      >
        {label}
      </button>
      {signIn.prompt}
    </>
  );
}

export const JobDetail = memo(function JobDetail({ job: listed, favourite, applied, onToggleFavourite, onApply }: Props) {
  const details = trpc.jobs.byId.useQuery({ id: listed?.id ?? 0 }, { enabled: listed !== undefined, placeholderData: listed });
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
        {[
          ["Department", job.department],
          ["Location", job.location],
          ["Job Type", job.job_type],
          ["Salary Range", job.salary_range],
          ["Experience", `${job.experience_level} ${job.experience_level === 1 ? "year" : "years"} (${workLevelOf(job.experience_level)})`],
          ["Application Deadline", job.application_deadline ? formatShortDate(job.application_deadline) : "Not specified"],
          ["Posted On", formatShortDate(job.created_at)],
          ["Status", job.expired ? "Expired" : "Active"],
        ].map(([term, value]) => (
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
        <ApplyButton job={job} label="Apply" onApply={onApply} />
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
      <Section title="Job Summary">
        <p>{job.job_summary}</p>
      </Section>
      <Section title="Responsibilities">
        <Items items={job.responsibilities} />
      </Section>
      <Section title="Required Qualifications">
        <Items items={job.required_qualifications} />
      </Section>
      <Section title="Preferred Skills">
        <Items items={job.preferred_skills} />
      </Section>
      <Section title="Equal Opportunity Statement">
        <p>{job.equal_opportunity_statement || "Not specified"}</p>
      </Section>
      <Section title="How to Apply">
        <HowToApply text={job.how_to_apply} />
      </Section>
      <div className="mt-6">
        <ApplyButton job={job} label="Apply Online" onApply={onApply} />
      </div>
    </article>
  );
});
