// The Open Positions view: the two positions listed on the page (the live list is the jobs board).
import { Link } from "@tanstack/react-router";
import { BUTTON_PRIMARY } from "../../../lib/button-styles";
import { Icon } from "../../../components/icon";
import { OPEN_POSITIONS } from "../../../content/life";

export function OpenPositionsView() {
  return (
    <div className="mx-auto max-w-3xl">
      <ul className="space-y-4">
        {OPEN_POSITIONS.map((position) => (
          <li key={position.title} className="rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900">
            <div className="flex flex-wrap items-start justify-between gap-4">
              <div>
                <h2 className="text-xl font-semibold text-slate-900 dark:text-white">{position.title}</h2>
                <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
                  <span className="inline-flex items-center gap-1">
                    <Icon name="map-pin" className="size-4" />
                    {position.location}
                  </span>
                  <span className="inline-flex items-center gap-1">
                    <Icon name="briefcase" className="size-4" />
                    {position.experience}
                  </span>
                </p>
              </div>
              <Link to="/apply" className={BUTTON_PRIMARY} aria-label={`Apply for ${position.title}`}>
                Apply
              </Link>
            </div>
            <p className="mt-3 text-slate-700 dark:text-slate-300">{position.summary}</p>
          </li>
        ))}
      </ul>
      <p className="mt-6 text-center text-slate-600 dark:text-slate-400">
        See every opening on the{" "}
        <Link to="/job-board" className="font-semibold text-brand-700 underline dark:text-indigo-300">
          jobs board
        </Link>
        .
      </p>
    </div>
  );
}
