// /hr/enquiry: the enquiries with filters (applied after a 500 ms pause, back to page 1
// on any change), paging, the detail modal and the delete and reject dialogs (spec doc 2 §2, §4).
// Delete or Reject opened from the detail goes back to the detail when cancelled.
import type { ErrorComponentProps } from "@tanstack/react-router";
import { useDeferredValue, useState } from "react";
import { PageTitle } from "../../../components/page-title";
import { RouteError } from "../../../components/route-error";
import { useEnquiryList } from "../api/enquiries";
import type { Enquiry } from "../../../../shared/hr/enquiries";
import { exportPath } from "../../../../shared/hr/export";
import { HR_MESSAGES } from "../../../../shared/hr/messages";
import { clampPage } from "../../../../shared/hr/paging";
import { serverMessage } from "../../../lib/error-message";
import { useDebouncedValue } from "../hooks/use-debounced-value";
import { useFlashMessage } from "../hooks/use-flash-message";
import { EnquiryDetailModal } from "./enquiry-detail-modal";
import { NO_FILTERS, toEnquiriesQuery, type EnquiryFilterValues } from "../api/enquiry-query";
import { EnquiryFilters } from "./enquiry-filters";
import { EnquiriesTable, type EnquiryAction } from "./enquiries-table";
import { DeleteEnquiryDialog } from "./delete-enquiry-dialog";
import { ExportCsvButton } from "./export-csv-button";
import { BackLink, EmptyState, FlashMessage } from "./page-states";
import { Pagination } from "./pagination";
import { RejectEnquiryDialog } from "./reject-enquiry-dialog";

const FILTER_DEBOUNCE_MS = 500;

/** The enquiries could not be loaded (by the route's loader, or for new filters or a page). */
export function EnquiriesError(props: ErrorComponentProps) {
  return (
    <RouteError {...props} message={serverMessage(props.error, HR_MESSAGES.fetchEnquiriesFailed)}>
      <BackLink to="/hr">Back to HR Dashboard</BackLink>
    </RouteError>
  );
}

export function EnquiriesPage() {
  const [filters, setFilters] = useState<EnquiryFilterValues>(NO_FILTERS);
  const applied = useDebouncedValue(filters, FILTER_DEBOUNCE_MS);
  const query = toEnquiriesQuery(applied);
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
  const shownQuery = toEnquiriesQuery(shownFilters);
  const listQuery = useEnquiryList(shownFilters, shownPage);
  const list = listQuery.data;
  const [open, setOpen] = useState<{ action: EnquiryAction; enquiry: Enquiry; fromDetail?: boolean } | null>(null);
  const [message, showMessage] = useFlashMessage();
  const close = () => setOpen(null);
  const cancel = () => setOpen(open?.fromDetail ? { action: "detail", enquiry: open.enquiry } : null);
  const dialogFor = (action: EnquiryAction) => (open?.action === action ? open.enquiry : null);

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
        <EnquiryFilters values={filters} onChange={setFilters} />
      </div>
      <div className="mt-6">
        <FlashMessage message={message} />
        {list.data.length === 0 ? (
          <EmptyState text={filtered ? HR_MESSAGES.noMatchingEnquiries : HR_MESSAGES.noEnquiries} />
        ) : (
          <>
            <p className="mb-3 text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
              {pagination.totalCandidates} {pagination.totalCandidates === 1 ? "candidate" : "candidates"}
            </p>
            <EnquiriesTable enquiries={list.data} onAction={(action, enquiry) => setOpen({ action, enquiry })} />
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
      <EnquiryDetailModal
        enquiry={dialogFor("detail")}
        onClose={close}
        onDelete={(enquiry) => setOpen({ action: "delete", enquiry, fromDetail: true })}
        onReject={(enquiry) => setOpen({ action: "reject", enquiry, fromDetail: true })}
      />
      <DeleteEnquiryDialog
        enquiry={dialogFor("delete")}
        onClose={cancel}
        onDeleted={() => {
          close();
          showMessage(HR_MESSAGES.enquiryDeleted);
        }}
      />
      <RejectEnquiryDialog
        enquiry={dialogFor("reject")}
        onClose={cancel}
        onSent={() => {
          close();
          showMessage(HR_MESSAGES.rejectSent);
        }}
      />
    </section>
  );
}
