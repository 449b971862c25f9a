// /employers-dashboard: the spec's placeholder for signed-in HR users, pointing to the HR area.
import { BUTTON_PRIMARY } from "../../../lib/button-styles";
import { PageTitle } from "../../../components/page-title";
import { HR_HOME, useAuth } from "../../auth/public";

export function EmployerDashboardPage() {
  const { user } = useAuth();
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 text-center">
      <PageTitle title="Employer Dashboard" />
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white">Employer Dashboard</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-300">
        Welcome{user ? `, ${user.name}` : ""}. Enquiries, job postings and applicants are managed in the HR area.
      </p>
      <a href={HR_HOME} className={`${BUTTON_PRIMARY} mt-8`}>
        Open the HR area
      </a>
    </section>
  );
}
