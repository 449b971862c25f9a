// "Your data requests": the candidate's own requests, newest first (me.requests.list), each with its
// reference, type, status, filing and due dates, their message and HR's reply once answered.
// Loaded with the section (not before the page), with its own loading, error and empty states.
import { DataRequestStatusBadge } from "../../../components/data-request-status-badge";
import { Button } from "../../../components/ui/button";
import { formatShortDate } from "../../../lib/format-date";
import { useMyDataRequests } from "../api/data-requests";
import { DATA_REQUEST_TEXTS, DATA_REQUEST_TYPE_LABELS, dataRequestReference } from "../../../../shared/data-request-terms";
import type { MyDataRequest } from "../../../../shared/data-requests";

function RequestItem({ request }: { request: MyDataRequest }) {
  return (
    <li className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="font-semibold text-slate-900 dark:text-white">
          Request {dataRequestReference(request.id)}: {DATA_REQUEST_TYPE_LABELS[request.type]}
        </h4>
        <DataRequestStatusBadge request={request} />
      </div>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-600 dark:text-slate-400">Sent</dt>
        <dd className="text-slate-800 dark:text-slate-200">
          <time dateTime={request.createdAt}>{formatShortDate(request.createdAt)}</time>
        </dd>
        <dt className="text-slate-600 dark:text-slate-400">{request.status === "answered" ? "Due" : "We reply by"}</dt>
        <dd className="text-slate-800 dark:text-slate-200">
          <time dateTime={request.dueAt}>{formatShortDate(request.dueAt)}</time>
        </dd>
        {request.answeredAt ? (
          <>
            <dt className="text-slate-600 dark:text-slate-400">Answered on</dt>
            <dd className="text-slate-800 dark:text-slate-200">
              <time dateTime={request.answeredAt}>{formatShortDate(request.answeredAt)}</time>
            </dd>
          </>
        ) : null}
      </dl>
      <p className="mt-3 whitespace-pre-wrap wrap-anywhere text-sm text-slate-700 dark:text-slate-300">{request.message}</p>
      {request.reply !== null ? (
        <div className="mt-3 rounded-lg border-l-4 border-brand-500 bg-slate-50 p-3 dark:bg-slate-800/60">
          <p className="text-sm font-medium text-slate-900 dark:text-white">Our reply</p>
          <p className="mt-1 whitespace-pre-wrap wrap-anywhere text-sm text-slate-700 dark:text-slate-300">{request.reply}</p>
        </div>
      ) : null}
    </li>
  );
}

export function MyDataRequests() {
  const requests = useMyDataRequests();

  if (requests.isPending) {
    return (
      <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
        Loading your requests...
      </p>
    );
  }
  if (requests.isError) {
    return (
      <div role="alert" className="space-y-3 text-sm text-red-700 dark:text-red-300">
        <p>{DATA_REQUEST_TEXTS.fetchFailed}</p>
        <Button variant="secondary" onClick={() => void requests.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (requests.data.data.length === 0) {
    return <p className="text-sm text-slate-600 dark:text-slate-400">{DATA_REQUEST_TEXTS.noRequests}</p>;
  }
  return (
    <ul className="space-y-3" aria-label="Your requests">
      {requests.data.data.map((request) => (
        <RequestItem key={request.id} request={request} />
      ))}
    </ul>
  );
}
