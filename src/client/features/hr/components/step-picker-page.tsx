// /hr/applied-forms/{department}: the five hiring steps of a department, then the outcomes
// (Selected, Rejected), each with how many applicants it holds, so a decided applicant is never
// lost from view.
import { Link } from "@tanstack/react-router";
import { PageTitle } from "../../../components/page-title";
import { useStepCounts } from "../api/applicants";
import { departmentFromSlug, departmentSlug, type Department } from "../../../../shared/departments";
import { HR_MESSAGES } from "../../../../shared/hr/messages";
import { HIRING_STEP_SLUGS, OUTCOME_STEP_SLUGS, STEPS, type StepCounts, type StepSlug } from "../../../../shared/hr/rounds";
import { applicantCountText } from "../lib/format";
import { BackLink, ErrorState } from "./page-states";
import { CARD } from "../lib/styles";

function StepCards({
  department,
  steps,
  counts,
  label,
  numbered,
}: {
  department: Department;
  steps: readonly StepSlug[];
  counts: StepCounts | undefined;
  label: string;
  numbered?: boolean;
}) {
  return (
    <ol aria-label={label} className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
      {steps.map((step, index) => (
        <li key={step}>
          <Link
            to="/hr/applied-forms/$department/$step"
            params={{ department: departmentSlug(department), step }}
            className={`${CARD} block h-full text-center transition-shadow hover:shadow-md focus-visible:outline-2 focus-visible:outline-brand-500`}
          >
            {numbered ? <span className="block text-xs font-medium text-slate-600 dark:text-slate-400">Step {index + 1}</span> : null}
            <span className="mt-1 block text-lg font-semibold text-brand-700 dark:text-indigo-300">{STEPS[step].title}</span>
            <span className="mt-1 block text-sm text-slate-600 dark:text-slate-400">{counts ? applicantCountText(counts[step]) : "…"}</span>
          </Link>
        </li>
      ))}
    </ol>
  );
}

function Steps({ department }: { department: Department }) {
  const counts = useStepCounts(department);
  return (
    <section>
      <PageTitle title={`${department} hiring steps`} />
      <BackLink to="/hr/applied-forms">← Applied Forms Management</BackLink>
      <h1 className="mt-4 text-2xl font-bold sm:text-3xl">{department}</h1>
      {counts.isError ? (
        <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-300">
          The counts could not be loaded.
        </p>
      ) : null}
      <h2 className="mt-6 text-lg font-semibold">Hiring steps</h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">Choose a hiring step to accept or reject its candidates.</p>
      <StepCards department={department} steps={HIRING_STEP_SLUGS} counts={counts.data} label="Hiring steps" numbered />
      <h2 className="mt-8 text-lg font-semibold">Outcomes</h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">Candidates with a final decision, from any step.</p>
      <StepCards department={department} steps={OUTCOME_STEP_SLUGS} counts={counts.data} label="Outcomes" />
    </section>
  );
}

export function StepPickerPage({ departmentSlug: slug }: { departmentSlug: string }) {
  const department = departmentFromSlug(slug);
  if (!department) {
    return (
      <ErrorState message={HR_MESSAGES.fetchStepApplicantsFailed}>
        <BackLink to="/hr/applied-forms">Back to Hiring Rounds</BackLink>
      </ErrorState>
    );
  }
  return <Steps department={department} />;
}
