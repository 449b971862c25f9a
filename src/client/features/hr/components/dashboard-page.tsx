// /hr: the tiles to the HR sections (the hiring team's only here) and the live figures (enquiries, active jobs,
// applications); the spec shows fixed figures there, we show the real counts.
import { Link } from "@tanstack/react-router";
import { PageTitle } from "../../../components/page-title";
import { useDashboard } from "../api/dashboard";
import { CARD } from "../lib/styles";

const TILES = [
  { to: "/hr/enquiry", title: "Candidate Enquiries", text: "Review, reject or remove the enquiries candidates sent." },
  { to: "/hr/post-job", title: "Post a Job", text: "Publish a new opening on the jobs board." },
  { to: "/hr/posted-job", title: "Posted Jobs", text: "Search, edit and delete the jobs you posted; see who applied." },
  { to: "/hr/applied-jobs", title: "Applications", text: "Browse and filter every application by department." },
  { to: "/hr/applied-forms", title: "Hiring Rounds", text: "Move applicants through the hiring rounds and mail them." },
  // Not in the navigation bar, which has no room left on one row at 1200 px: the team is set up now
  // and then, not used every hour like the sections there.
  { to: "/hr/interviews", title: "Interview Calendar", text: "The week's interviews by day, by interviewer and department." },
  { to: "/hr/analytics", title: "Analytics", text: "The hiring funnel, time in each round, sources, weekly trends and mail delivery." },
  { to: "/hr/team", title: "Hiring Team", text: "Invite colleagues as interviewers, see who has joined, deactivate those who left." },
] as const;

const NUMBER = new Intl.NumberFormat("en-IN");

export function DashboardPage() {
  // Loaded by the route's loader, which lets it fail: the tiles stay usable without the figures.
  const stats = useDashboard();
  const figure = (value: number | undefined) => (value === undefined ? "—" : NUMBER.format(value));
  const figures = [
    { label: "Total Enquiries", value: figure(stats.data?.enquiries) },
    { label: "Active Jobs", value: figure(stats.data?.activeJobs) },
    { label: "Applications", value: figure(stats.data?.applications) },
  ];
  return (
    <section>
      <PageTitle title="HR Dashboard" />
      <h1 className="text-2xl font-bold sm:text-3xl">HR Dashboard</h1>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {TILES.map((tile) => (
          <li key={tile.to}>
            <Link
              to={tile.to}
              className={`${CARD} block h-full transition-shadow hover:shadow-md focus-visible:outline-2 focus-visible:outline-brand-500`}
            >
              <h2 className="text-lg font-semibold text-brand-700 dark:text-indigo-300">{tile.title}</h2>
              <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{tile.text}</p>
            </Link>
          </li>
        ))}
      </ul>
      <h2 className="sr-only">Figures</h2>
      {stats.isError ? (
        <p role="alert" className="mt-6 text-sm text-red-700 dark:text-red-300">
          The figures could not be loaded.
        </p>
      ) : null}
      <dl className="mt-6 grid gap-4 sm:grid-cols-3">
        {figures.map((item) => (
          <div key={item.label} className={CARD}>
            <dt className="text-sm text-slate-600 dark:text-slate-400">{item.label}</dt>
            <dd className="mt-1 text-3xl font-bold">{item.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
