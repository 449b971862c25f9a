// /hr/enquiry: the candidate enquiries with filters (applied after a 500 ms pause, back to page 1
// on any change), paging, the detail modal and the delete and reject dialogs (spec doc 2 §2, §4).
// Delete or Reject opened from the detail goes back to the detail when cancelled.
import type { ErrorComponentProps } from "@tanstack/react-router";
import { useDeferredValue, useState } from "react";
import { PageTitle } from "../../../components/page-title";
import { RouteError } from "../../../components/route-error";
import { useCandidateList } from "../api/candidates";
import type { Candidate } from "../../../../shared/hr/candidates";
import { exportPath } from "../../../../shared/hr/export";
import { HR_MESSAGES } from "../../../../shared/hr/messages";
import { clampPage } from "../../../../shared/hr/paging";
import { serverMessage } from "../../../lib/error-message";
import { useDebouncedValue } from "../hooks/use-debounced-value";
import { useFlashMessage } from "../hooks/use-flash-message";
import { CandidateDetailModal } from "./candidate-detail-modal";
import { NO_FILTERS, toCandidatesQuery, type CandidateFilterValues } from "../api/candidate-query";
import { CandidateFilters } from "./candidate-filters";
import { CandidatesTable, type CandidateAction } from "./candidates-table";
import { DeleteCandidateDialog } from "./delete-candidate-dialog";
import { ExportCsvButton } from "./export-csv-button";
import { BackLink, EmptyState, FlashMessage } from "./page-states";
import { Pagination } from "./pagination";
import { RejectCandidateDialog } from "./reject-candidate-dialog";

const FILTER_DEBOUNCE_MS = 500;

/** The enquiries could not be loaded (by the route's loader, or for new filters or a page). */
export function CandidatesError(props: ErrorComponentProps) {
  return (
    <RouteError {...props} message={serverMessage(props.error, HR_MESSAGES.fetchCandidatesFailed)}>
      <BackLink to="/hr">Back to HR Dashboard</BackLink>
    </RouteError>
  );
}

export function CandidatesPage() {
  const [filters, setFilters] = useState<CandidateFilterValues>(NO_FILTERS);
  const applied = useDebouncedValue(filters, FILTER_DEBOUNCE_MS);
  const query = toCandidatesQuery(applied);
  // The page belongs to one set of filters: any change of the applied filters starts at page 1,
  // and so does going back to an earlier set (clearing a filter must not resume its old page).
  const filterKey = JSON.stringify(query);
  const [paging, setPaging] = useState({ filterKey, page: 1 });
  if (paging.filterKey !== filterKey) setPaging({ filterKey, page: 1 });
  const page = paging.filterKey === filterKey ? paging.page : 1;
  // The first page comes from the route's loader; new filters or a page turn keep the shown list
  // on screen until theirs has loaded.
  const shownFilters = useDeferredValue(applied);
  const shownPage = useDeferredValue(page);
  const shownQuery = toCandidatesQuery(shownFilters);
  const listQuery = useCandidateList(shownFilters, shownPage);
  const list = listQuery.data;
  const [open, setOpen] = useState<{ action: CandidateAction; candidate: Candidate; fromDetail?: boolean } | null>(null);
  const [message, showMessage] = useFlashMessage();
  const close = () => setOpen(null);
  const cancel = () => setOpen(open?.fromDetail ? { action: "detail", candidate: open.candidate } : null);
  const dialogFor = (action: CandidateAction) => (open?.action === action ? open.candidate : null);

  const { pagination } = list;
  const currentPage = pagination.currentPage;
  const goTo = (next: number) => setPaging({ filterKey, page: clampPage(next, pagination.totalPages) });
  const filtered = Object.values(shownQuery).some(Boolean);

  return (
    <section>
      <PageTitle title="Candidate Enquiries" />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold sm:text-3xl">Candidate Enquiries</h1>
        <ExportCsvButton path={exportPath("enquiries", query)} fallbackName="enquiries.csv" />
      </div>
      <div className="mt-6">
        <CandidateFilters values={filters} onChange={setFilters} />
      </div>
      <div className="mt-6">
        <FlashMessage message={message} />
        {list.data.length === 0 ? (
          <EmptyState text={filtered ? HR_MESSAGES.noMatchingCandidates : HR_MESSAGES.noCandidates} />
        ) : (
          <>
            <p className="mb-3 text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
              {pagination.totalCandidates} {pagination.totalCandidates === 1 ? "candidate" : "candidates"}
            </p>
            <CandidatesTable candidates={list.data} onAction={(action, candidate) => setOpen({ action, candidate })} />
            <Pagination
              page={currentPage}
              totalPages={pagination.totalPages}
              onPrevious={() => goTo(currentPage - 1)}
              onNext={() => goTo(currentPage + 1)}
              busy={listQuery.isFetching || shownFilters !== applied || shownPage !== page}
            />
          </>
        )}
      </div>
      <CandidateDetailModal
        candidate={dialogFor("detail")}
        onClose={close}
        onDelete={(candidate) => setOpen({ action: "delete", candidate, fromDetail: true })}
        onReject={(candidate) => setOpen({ action: "reject", candidate, fromDetail: true })}
      />
      <DeleteCandidateDialog
        candidate={dialogFor("delete")}
        onClose={cancel}
        onDeleted={() => {
          close();
          showMessage(HR_MESSAGES.candidateDeleted);
        }}
      />
      <RejectCandidateDialog
        candidate={dialogFor("reject")}
        onClose={cancel}
        onSent={() => {
          close();
          showMessage(HR_MESSAGES.rejectSent);
        }}
      />
    </section>
  );
}
