// /hr/posted-job/{id}: one posted job, its Edit link and its applicants; empty lists read Not
// specified (spec doc 2 §2, §8).
import { Link } from "@tanstack/react-router";
import { BUTTON_SECONDARY } from "../../../lib/button-styles";
import { PageTitle } from "../../../components/page-title";
import type { Job } from "../../../../shared/job";
import { DetailSection } from "./detail-sections";
import { formatDateTime, formatDay } from "../lib/format";
import { JobApplicants } from "./job-applicants";
import { BackLink } from "./page-states";
import { PostedJobLoader } from "./posted-job-loader";

function JobList({ title, items }: { title: string; items: string[] }) {
  return (
    <section className="rounded-xl border border-slate-200 p-5 dark:border-slate-800">
      <h2 className="text-base font-semibold text-brand-700 dark:text-indigo-300">{title}</h2>
      {items.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">Not specified</p>
      ) : (
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
          {items.map((item, index) => (
            <li key={index}>{item}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

function JobDetail({ job }: { job: Job }) {
  return (
    <article>
      <PageTitle title={job.job_title} />
      <BackLink to="/hr/posted-job">← Back to Posted Jobs</BackLink>
      <div className="mt-4 flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold sm:text-3xl">{job.job_title}</h1>
          <p className="mt-1 text-slate-600 dark:text-slate-400">
            {job.company} · {job.expired ? "Expired" : "Active"}
          </p>
        </div>
        <Link to="/hr/edit-job/$id" params={{ id: String(job.id) }} className={BUTTON_SECONDARY}>
          Edit job
        </Link>
      </div>
      <div className="mt-6 grid gap-4">
        <JobApplicants job={job} />
        <DetailSection
          title="Overview"
          facts={[
            ["Department", job.department],
            ["Job type", job.job_type],
            ["Location", job.location],
            ["Salary range", job.salary_range],
            ["Experience", `${job.experience_level} ${job.experience_level === 1 ? "year" : "years"}`],
            ["Application deadline", job.application_deadline ? formatDay(job.application_deadline) : null],
            ["Posted on", formatDateTime(job.created_at)],
          ]}
        />
        <DetailSection title="Job summary" facts={[["Summary", job.job_summary]]} />
        <JobList title="Responsibilities" items={job.responsibilities} />
        <JobList title="Required qualifications" items={job.required_qualifications} />
        <JobList title="Preferred skills" items={job.preferred_skills} />
        <DetailSection
          title="Applying"
          facts={[
            ["How to apply", job.how_to_apply],
            ["Equal opportunity statement", job.equal_opportunity_statement],
          ]}
        />
      </div>
    </article>
  );
}

export function JobViewPage({ jobId }: { jobId: string }) {
  return <PostedJobLoader jobId={jobId}>{(job) => <JobDetail job={job} />}</PostedJobLoader>;
}
