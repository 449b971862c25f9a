// /hr/activity: the audit trail with its filters (who, action, days) and paging, all in the URL, so
// a filtered page can be bookmarked or shared. Pages are 50 rows; Next and Previous carry the
// server's keyset cursor, so a deep page costs what the first does. No total is shown: the trail
// only grows, and counting it on every page would cost more than the page.
import type { ErrorComponentProps } from "@tanstack/react-router";
import { PageTitle } from "../../../components/page-title";
import { RouteError } from "../../../components/route-error";
import { useActivityActors, useActivityList } from "../api/activity";
import { AUDIT_MESSAGES, type ActivityFilterValues, type ActivitySearch } from "../../../../shared/hr/audit";
import { serverMessage } from "../../../lib/error-message";
import { ActivityFilters } from "./activity-filters";
import { ActivityTable } from "./activity-table";
import { BackLink, EmptyState, ErrorState, LoadingState } from "./page-states";
import { Button } from "../../../components/ui/button";

/** The first page could not be loaded by the route's loader. */
export function ActivityError(props: ErrorComponentProps) {
  return (
    <RouteError {...props} message={serverMessage(props.error, AUDIT_MESSAGES.fetchFailed)}>
      <BackLink to="/hr">Back to HR Dashboard</BackLink>
    </RouteError>
  );
}

type Props = { search: ActivitySearch; onSearchChange: (search: ActivitySearch) => void };

export function ActivityPage({ search, onSearchChange }: Props) {
  const list = useActivityList(search);
  const actors = useActivityActors();
  const filters: ActivityFilterValues = { actor: search.actor, action: search.action, from: search.from, to: search.to };
  const filtered = Object.values(filters).some((value) => value !== undefined);
  // New filters start at page 1; the filters stay when paging.
  const setFilters = (values: ActivityFilterValues) => onSearchChange(withoutUnset(values));
  const goTo = (page: number, cursor: string | null) => onSearchChange(withoutUnset({ ...filters, page, cursor: cursor ?? undefined }));

  const page = list.data;
  return (
    <section>
      <PageTitle title="Activity" />
      <h1 className="text-2xl font-bold sm:text-3xl">Activity</h1>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        Who did what in the HR area, newest first. Times are in your time zone; days filter in UTC.
      </p>
      <div className="mt-6">
        <ActivityFilters values={filters} actors={actors.data ?? []} onChange={setFilters} />
      </div>
      <div className="mt-6" aria-busy={list.isFetching}>
        {list.isPending ? (
          <LoadingState text="Loading activity..." />
        ) : list.isError ? (
          <ErrorState message={serverMessage(list.error, AUDIT_MESSAGES.fetchFailed)}>
            <Button variant="outline" size="sm" onClick={() => void list.refetch()}>
              Try again
            </Button>
          </ErrorState>
        ) : !page || page.data.length === 0 ? (
          <EmptyState text={filtered ? AUDIT_MESSAGES.noActivity : "No activity yet."} />
        ) : (
          <>
            <ActivityTable entries={page.data} caption={`Activity, page ${page.page}`} />
            {page.hasPrevious || page.hasNext ? (
              <nav aria-label="Pagination" className="mt-4 flex items-center justify-between gap-3">
                <Button
                  variant="outline"
                  size="sm"
                  disabled={!page.hasPrevious || list.isFetching}
                  onClick={() => goTo(page.page - 1, page.page - 1 > 1 ? page.prevCursor : null)}
                >
                  Previous
                </Button>
                <p className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
                  Page {page.page}
                </p>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={!page.hasNext || list.isFetching}
                  onClick={() => goTo(page.page + 1, page.nextCursor)}
                >
                  Next
                </Button>
              </nav>
            ) : null}
          </>
        )}
      </div>
    </section>
  );
}

/** The search without its unset keys, so the URL carries only what is chosen. */
function withoutUnset(search: ActivitySearch): ActivitySearch {
  const entries = Object.entries(search).filter(([key, value]) => value !== undefined && !(key === "page" && value === 1));
  return Object.fromEntries(entries) as ActivitySearch;
}
