// /applications (Tracking Application): the candidate's applications, newest first as the server
// orders them, or the way to the job board when there are none. Fetched again when the window
// regains focus, so a move HR made meanwhile shows without a reload.
import { Link, type ErrorComponentProps } from "@tanstack/react-router";
import { PageTitle } from "../../../components/page-title";
import { RouteError } from "../../../components/route-error";
import { BUTTON_PRIMARY } from "../../../lib/button-styles";
import { useMyApplications } from "../api/my-applications";
import { ApplicationCard } from "./application-card";

const TITLE = "My Applications";
const PAGE_CLASS = "mx-auto max-w-3xl space-y-6 px-4 py-10 sm:py-14";

function Heading() {
  return (
    <>
      <PageTitle title={TITLE} />
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl dark:text-white">{TITLE}</h1>
    </>
  );
}

export function ApplicationsPage() {
  // The route's loader fetched it. The app turns refetch on focus off by default, and would skip it
  // while the answer is fresh (30 s): coming back to the tab always asks again.
  const { applications } = useMyApplications();
  return (
    <section className={PAGE_CLASS}>
      <Heading />
      {applications.length === 0 ? (
        <div className="rounded-2xl border border-slate-200 bg-white p-8 text-center dark:border-slate-800 dark:bg-slate-900">
          <p className="text-slate-700 dark:text-slate-300">You have not applied for any job yet.</p>
          <Link to="/job-board" className={`${BUTTON_PRIMARY} mt-6`}>
            Browse the job board
          </Link>
        </div>
      ) : (
        <ul className="space-y-6">
          {applications.map((application) => (
            <li key={application.id}>
              <ApplicationCard application={application} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The applications could not be loaded by the route's loader. */
export function ApplicationsLoadError(props: ErrorComponentProps) {
  return (
    <section className={PAGE_CLASS}>
      <Heading />
      <RouteError {...props} message="We could not load your applications. Please try again." />
    </section>
  );
}
