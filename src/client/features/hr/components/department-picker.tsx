// The department cards of /hr/applied-jobs and /hr/applied-forms, each with a short description.
import { Link } from "@tanstack/react-router";
import { PageTitle } from "../../../components/page-title";
import { DEPARTMENTS, departmentSlug, type Department } from "../../../../shared/departments";
import { CARD } from "../lib/styles";

const DESCRIPTIONS: Record<Department, string> = {
  Engineering: "Software, data and machine-learning roles.",
  Design: "UI/UX, product and graphic design roles.",
  Marketing: "Digital marketing, content and brand roles.",
  Sales: "Business development and client roles.",
  HR: "Recruitment and people-operations roles.",
  Finance: "Accounts, analysis and finance roles.",
  Operations: "Project coordination and operations roles.",
};

type Props = { heading: string; intro: string; section: "applied-jobs" | "applied-forms" | "pipeline" };

export function DepartmentPicker({ heading, intro, section }: Props) {
  return (
    <section>
      <PageTitle title={heading} />
      <h1 className="text-2xl font-bold sm:text-3xl">{heading}</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">{intro} Choose a department.</p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {DEPARTMENTS.map((department) => (
          <li key={department}>
            <Link
              to={
                section === "applied-jobs"
                  ? "/hr/applied-jobs/$department"
                  : section === "pipeline"
                    ? "/hr/pipeline/$department"
                    : "/hr/applied-forms/$department"
              }
              params={{ department: departmentSlug(department) }}
              className={`${CARD} block h-full transition-shadow hover:shadow-md focus-visible:outline-2 focus-visible:outline-brand-500`}
            >
              <h2 className="text-lg font-semibold text-brand-700 dark:text-indigo-300">{department}</h2>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{DESCRIPTIONS[department]}</p>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
