// /hr/applied-forms/{department}: the five hiring steps of a department.
import { Link } from "@tanstack/react-router";
import { PageTitle } from "../../../components/page-title";
import { departmentFromSlug, departmentSlug } from "../../../../shared/departments";
import { HR_MESSAGES } from "../../../../shared/hr/messages";
import { HIRING_STEP_SLUGS, STEPS } from "../../../../shared/hr/rounds";
import { BackLink, ErrorState } from "./page-states";
import { CARD } from "./styles";

export function StepPickerPage({ departmentSlug: slug }: { departmentSlug: string }) {
  const department = departmentFromSlug(slug);
  if (!department) {
    return (
      <ErrorState message={HR_MESSAGES.fetchStepCandidatesFailed}>
        <BackLink to="/hr/applied-forms">Back to Applied Forms Management</BackLink>
      </ErrorState>
    );
  }
  return (
    <section>
      <PageTitle title={`${department} hiring steps`} />
      <BackLink to="/hr/applied-forms">← Applied Forms Management</BackLink>
      <h1 className="mt-4 text-2xl font-bold sm:text-3xl">{department}</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">Choose a hiring step.</p>
      <ol className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {HIRING_STEP_SLUGS.map((step, index) => (
          <li key={step}>
            <Link
              to="/hr/applied-forms/$department/$step"
              params={{ department: departmentSlug(department), step }}
              className={`${CARD} block h-full text-center transition-shadow hover:shadow-md focus-visible:outline-2 focus-visible:outline-brand-500`}
            >
              <span className="block text-xs font-medium text-slate-500 dark:text-slate-400">Step {index + 1}</span>
              <span className="mt-1 block text-lg font-semibold text-brand-700 dark:text-indigo-300">{STEPS[step].title}</span>
            </Link>
          </li>
        ))}
      </ol>
    </section>
  );
}
