// /hr/enquiry: the candidate enquiries with filters (applied after a 500 ms pause, back to page 1
// on any change), paging, the detail modal and the delete and reject dialogs (spec doc 2 §2, §4).
// Delete or Reject opened from the detail goes back to the detail when cancelled.
import { keepPreviousData } from "@tanstack/react-query";
import { useState } from "react";
import { PageTitle } from "../../../components/page-title";
import { trpc } from "../../../lib/trpc";
import type { Candidate } from "../../../../shared/hr/candidates";
import { HR_MESSAGES } from "../../../../shared/hr/messages";
import { clampPage } from "../../../../shared/hr/paging";
import { serverMessage } from "../api/error-message";
import { useDebouncedValue } from "../hooks/use-debounced-value";
import { useFlashMessage } from "../hooks/use-flash-message";
import { CandidateDetailModal } from "./candidate-detail-modal";
import { CandidateFilters, NO_FILTERS, toCandidatesQuery, type CandidateFilterValues } from "./candidate-filters";
import { CandidatesTable, type CandidateAction } from "./candidates-table";
import { DeleteCandidateDialog } from "./delete-candidate-dialog";
import { BackLink, EmptyState, ErrorState, FlashMessage, LoadingState } from "./page-states";
import { Pagination } from "./pagination";
import { RejectCandidateDialog } from "./reject-candidate-dialog";

const FILTER_DEBOUNCE_MS = 500;

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
  const list = trpc.hr.candidates.list.useQuery({ ...query, page }, { placeholderData: keepPreviousData });
  const [open, setOpen] = useState<{ action: CandidateAction; candidate: Candidate; fromDetail?: boolean } | null>(null);
  const [message, showMessage] = useFlashMessage();
  const close = () => setOpen(null);
  const cancel = () => setOpen(open?.fromDetail ? { action: "detail", candidate: open.candidate } : null);
  const dialogFor = (action: CandidateAction) => (open?.action === action ? open.candidate : null);

  const pagination = list.data?.pagination;
  const currentPage = pagination?.currentPage ?? page;
  const goTo = (next: number) => setPaging({ filterKey, page: clampPage(next, pagination?.totalPages ?? 1) });
  const filtered = Object.values(query).some(Boolean);

  return (
    <section>
      <PageTitle title="Candidate Enquiries" />
      <h1 className="text-2xl font-bold sm:text-3xl">Candidate Enquiries</h1>
      <div className="mt-6">
        <CandidateFilters values={filters} onChange={setFilters} />
      </div>
      <div className="mt-6">
        <FlashMessage message={message} />
        {list.isPending ? (
          <LoadingState text="Loading candidates..." />
        ) : list.isError ? (
          <ErrorState message={serverMessage(list.error, HR_MESSAGES.fetchCandidatesFailed)}>
            <BackLink to="/hr">Back to HR Dashboard</BackLink>
          </ErrorState>
        ) : list.data.data.length === 0 ? (
          <EmptyState text={filtered ? HR_MESSAGES.noMatchingCandidates : HR_MESSAGES.noCandidates} />
        ) : (
          <>
            <p className="mb-3 text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
              {list.data.pagination.totalCandidates} {list.data.pagination.totalCandidates === 1 ? "candidate" : "candidates"}
            </p>
            <CandidatesTable candidates={list.data.data} onAction={(action, candidate) => setOpen({ action, candidate })} />
            <Pagination
              page={currentPage}
              totalPages={list.data.pagination.totalPages}
              onPrevious={() => goTo(currentPage - 1)}
              onNext={() => goTo(currentPage + 1)}
              busy={list.isFetching}
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
