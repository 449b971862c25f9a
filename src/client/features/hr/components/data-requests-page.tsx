// /hr/requests: candidates' requests about their data (access, correction, erasure, grievance), open
// ones first and most urgent first, with who filed them, when, the due date and an Overdue badge
// (a word, not a colour alone) once an open one is past it. Reply opens a dialog; a request is
// answered once, and its reply is mailed to the candidate. Filter and page live in the URL.
import type { ErrorComponentProps } from "@tanstack/react-router";
import { useState } from "react";
import { PageTitle } from "../../../components/page-title";
import { RouteError } from "../../../components/route-error";
import { Select } from "../../../components/ui/select";
import { LABEL_CLASS } from "../../../lib/control-styles";
import { useDataRequestList } from "../api/data-requests";
import {
  DATA_REQUEST_FILTER_LABELS,
  DATA_REQUEST_FILTERS,
  DATA_REQUEST_TEXTS,
  dataRequestListInput,
  noDataRequests,
  type DataRequestFilter,
  type DataRequestSearch,
} from "../../../../shared/data-request-terms";
import type { HrDataRequest } from "../../../../shared/data-requests";
import { serverMessage } from "../../../lib/error-message";
import { useFlashMessage } from "../hooks/use-flash-message";
import { DataRequestDialog } from "./data-request-dialog";
import { DataRequestsTable } from "./data-requests-table";
import { BackLink, EmptyState, ErrorState, FlashMessage, LoadingState } from "./page-states";
import { Pagination } from "./pagination";
import { Button } from "../../../components/ui/button";

const FILTER_OPTIONS = DATA_REQUEST_FILTERS.map((filter) => ({ value: filter, label: DATA_REQUEST_FILTER_LABELS[filter] }));

/** The first page could not be loaded by the route's loader. */
export function DataRequestsError(props: ErrorComponentProps) {
  return (
    <RouteError {...props} message={serverMessage(props.error, DATA_REQUEST_TEXTS.hrFetchFailed)}>
      <BackLink to="/hr">Back to HR Dashboard</BackLink>
    </RouteError>
  );
}

type Props = { search: DataRequestSearch; onSearchChange: (search: DataRequestSearch) => void };

export function DataRequestsPage({ search, onSearchChange }: Props) {
  const input = dataRequestListInput(search);
  const list = useDataRequestList(search);
  const [open, setOpen] = useState<HrDataRequest | null>(null);
  const [message, showMessage] = useFlashMessage();
  // The default filter and page 1 stay out of the URL.
  const goTo = (status: DataRequestFilter, page: number) =>
    onSearchChange({ ...(status === "open" ? {} : { status }), ...(page > 1 ? { page } : {}) });

  const page = list.data;
  return (
    <section>
      <PageTitle title="Data requests" />
      <h1 className="text-2xl font-bold sm:text-3xl">Data requests</h1>
      <p className="mt-1 max-w-3xl text-sm text-slate-600 dark:text-slate-400">
        Candidates&rsquo; requests to see, correct or erase their personal data, and their grievances. Answer each by its due date: the
        reply is mailed to the candidate and shown on their profile.
      </p>
      <div className="mt-6 max-w-xs">
        <label htmlFor="data-request-status" className={LABEL_CLASS}>
          Status
        </label>
        <Select
          id="data-request-status"
          value={input.status}
          options={FILTER_OPTIONS}
          onChange={(event) => goTo(event.target.value as DataRequestFilter, 1)}
        />
      </div>
      <div className="mt-6" aria-busy={list.isFetching}>
        <FlashMessage message={message} />
        {list.isPending ? (
          <LoadingState text="Loading data requests..." />
        ) : list.isError ? (
          <ErrorState message={serverMessage(list.error, DATA_REQUEST_TEXTS.hrFetchFailed)}>
            <Button variant="outline" size="sm" onClick={() => void list.refetch()}>
              Try again
            </Button>
          </ErrorState>
        ) : !page || page.data.length === 0 ? (
          <EmptyState text={noDataRequests(input.status)} />
        ) : (
          <>
            <p className="mb-3 text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
              {page.pagination.total} {page.pagination.total === 1 ? "request" : "requests"}
            </p>
            <DataRequestsTable
              requests={page.data}
              caption={`${DATA_REQUEST_FILTER_LABELS[input.status]} data requests, page ${page.pagination.currentPage}`}
              onOpen={setOpen}
            />
            <Pagination
              page={page.pagination.currentPage}
              totalPages={page.pagination.totalPages}
              onPrevious={() => goTo(input.status, page.pagination.currentPage - 1)}
              onNext={() => goTo(input.status, page.pagination.currentPage + 1)}
              busy={list.isFetching}
            />
          </>
        )}
      </div>
      <DataRequestDialog
        key={open?.id ?? "none"}
        request={open}
        onClose={() => setOpen(null)}
        onAnswered={() => {
          setOpen(null);
          showMessage(DATA_REQUEST_TEXTS.replied);
        }}
      />
    </section>
  );
}
