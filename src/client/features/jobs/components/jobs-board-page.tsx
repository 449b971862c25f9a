// The jobs board at /apply and /job-board: filters and the selected job from the URL, the search, the
// list with the first match selected after load and after each filter change, and the selected job's
// detail; for a signed-in candidate the jobs already applied for are marked and not offered again.
import { useNavigate } from "@tanstack/react-router";
import { useCallback, useDeferredValue, useMemo, useState } from "react";
import type { Job } from "../../../../shared/job";
import { BOARD_PAGE_SIZE, filterJobs, type BoardFilters } from "../../../../shared/jobs-board";
import { PageTitle } from "../../../components/page-title";
import { useJobList } from "../api/jobs";
import { rememberApplyTarget, useAppliedJobs } from "../../application-wizard/public";
import { useSearchQuery } from "../use-search-query";
import { BoardLayout } from "./board-layout";
import { FilterPanel } from "./filter-panel";
import { JobDetail } from "./job-detail";
import { JobList } from "./job-list";

type Props = {
  /** The page's own title: the board is served at two paths. */
  title: string;
  filters: BoardFilters;
  /** Writes the filters to the URL; `replace` for typing, a new history entry otherwise. */
  onFiltersChange: (filters: BoardFilters, replace: boolean) => void;
};

/** State that only holds while the filters it was made under are unchanged. */
type Keyed<T> = { key: string; value: T } | null;

export function JobsBoardPage({ title, filters: search, onFiltersChange }: Props) {
  const jobs = useJobList();
  const { hasApplied } = useAppliedJobs();
  const navigate = useNavigate();
  // A change of filters or search drops the selected job, so the first match is selected again.
  const chosenId = search.job;
  const filters = useMemo(() => ({ ...search, job: undefined }), [search]);
  const writeQuery = useCallback((q: string | undefined) => onFiltersChange({ ...filters, q }, true), [filters, onFiltersChange]);
  const [query, setQuery] = useSearchQuery(filters.q, writeQuery);
  const [shown, setShown] = useState<Keyed<number>>(null);
  const [favourites, setFavourites] = useState<ReadonlySet<number>>(new Set());
  const [detailRequests, setDetailRequests] = useState(0);

  const active = useMemo(() => ({ ...filters, q: query }), [filters, query]);
  const filterKey = JSON.stringify(active);
  const matches = useMemo(() => filterJobs(jobs.data ?? [], active), [jobs.data, active]);
  const selectedId = matches.some((job) => job.id === chosenId) ? chosenId : matches[0]?.id;
  const visibleCount = shown?.key === filterKey ? shown.value : BOARD_PAGE_SIZE;

  const select = useCallback(
    (id: number) => {
      // Replacing the entry: Back leaves the board rather than stepping through the jobs looked at.
      onFiltersChange({ ...filters, job: id }, true);
      setDetailRequests((count) => count + 1);
    },
    [filters, onFiltersChange],
  );
  const toggleFavourite = useCallback(
    (id: number) =>
      setFavourites((current) => {
        const next = new Set(current);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    [],
  );
  // A pending search reaches the URL through its own debounced write, so this one keeps the URL's `q`.
  const changeFilters = useCallback((next: BoardFilters) => onFiltersChange(next, false), [onFiltersChange]);
  const resetFilters = useCallback(() => {
    setQuery("");
    onFiltersChange({}, false);
  }, [onFiltersChange, setQuery]);
  const apply = useCallback(
    (job: Job) => void navigate({ to: "/apply-job", state: rememberApplyTarget({ jobTitle: job.job_title, jobpostId: job.id }) }),
    [navigate],
  );

  const selected = matches.find((job) => job.id === selectedId);
  // The list answers the keystroke; the detail panel follows in a render of its own.
  const shownInDetail = useDeferredValue(selected);
  const activeFilterCount = [filters.department, filters.type, filters.salary, filters.level].reduce(
    (n, list) => n + (list?.length ?? 0),
    0,
  );

  return (
    <>
      <PageTitle title={title} />
      <h1 className="sr-only">Job Board</h1>
      <BoardLayout
        activeFilterCount={activeFilterCount}
        detailRequests={detailRequests}
        filters={<FilterPanel filters={filters} onChange={changeFilters} onReset={resetFilters} />}
        list={
          <JobList
            query={query}
            onQueryChange={setQuery}
            status={jobs.status}
            jobs={matches}
            visibleCount={visibleCount}
            onShowMore={() => setShown({ key: filterKey, value: visibleCount + BOARD_PAGE_SIZE })}
            selectedId={selectedId}
            favourites={favourites}
            hasApplied={hasApplied}
            onSelect={select}
            onToggleFavourite={toggleFavourite}
          />
        }
        detail={
          <JobDetail
            job={shownInDetail}
            favourite={shownInDetail ? favourites.has(shownInDetail.id) : false}
            applied={shownInDetail ? hasApplied(shownInDetail.id) : false}
            onToggleFavourite={toggleFavourite}
            onApply={apply}
          />
        }
      />
    </>
  );
}
