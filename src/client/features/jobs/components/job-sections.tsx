// What the public job views (the board's detail panel and a job's own page) show of a job: its facts
// and its sections, each only when the job says something there. "Not specified" is for HR's own job
// view (spec doc 2 §2); a candidate is not shown empty headings.
import type { ReactNode } from "react";
import type { Job } from "../../../../shared/job";
import { workLevelOf } from "../../../../shared/jobs-board";
import { formatShortDate } from "../../../lib/format-date";

/** `heading`: the level under the page's own title (h3 under the board's h2, h2 on a job's page). */
function Section({ title, heading: Heading, children }: { title: string; heading: "h2" | "h3"; children: ReactNode }) {
  return (
    <section className="mt-6">
      <Heading className="text-sm font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400">{title}</Heading>
      <div className="mt-2 text-sm leading-6 text-slate-700 dark:text-slate-300">{children}</div>
    </section>
  );
}

function Items({ items }: { items: string[] }) {
  return (
    <ul className="list-disc space-y-1 pl-5">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

function HowToApply({ text }: { text: string }) {
  if (/^https?:\/\//i.test(text)) {
    return (
      <a href={text} target="_blank" rel="noreferrer" className="text-brand-600 underline dark:text-brand-500">
        {text}
      </a>
    );
  }
  return <p>{text}</p>;
}

/** The job's facts as term and value, leaving out the ones it does not give. */
export function jobFacts(job: Job): [string, string][] {
  const facts: [string, string | null][] = [
    ["Department", job.department],
    ["Location", job.location],
    ["Job Type", job.job_type],
    ["Salary Range", job.salary_range || null],
    ["Experience", `${job.experience_level} ${job.experience_level === 1 ? "year" : "years"} (${workLevelOf(job.experience_level)})`],
    ["Application Deadline", job.application_deadline ? formatShortDate(job.application_deadline) : null],
    ["Posted On", formatShortDate(job.created_at)],
  ];
  return facts.filter((fact): fact is [string, string] => fact[1] !== null);
}

export function JobSections({ job, heading }: { job: Job; heading: "h2" | "h3" }) {
  const lists: [string, string[]][] = [
    ["Responsibilities", job.responsibilities],
    ["Required Qualifications", job.required_qualifications],
    ["Preferred Skills", job.preferred_skills],
  ];
  const howToApply = job.how_to_apply.trim();
  return (
    <>
      <Section heading={heading} title="Job Summary">
        <p>{job.job_summary}</p>
      </Section>
      {lists.map(
        ([title, items]) =>
          items.length > 0 && (
            <Section key={title} heading={heading} title={title}>
              <Items items={items} />
            </Section>
          ),
      )}
      {job.equal_opportunity_statement && (
        <Section heading={heading} title="Equal Opportunity Statement">
          <p>{job.equal_opportunity_statement}</p>
        </Section>
      )}
      {howToApply && (
        <Section heading={heading} title="How to Apply">
          <HowToApply text={howToApply} />
        </Section>
      )}
    </>
  );
}
