// HR's data requests as a table (cards on phones): the request, who filed it, the start of their
// message, when it was filed and is due, its status (Overdue in words) and Reply, or View once answered.
import { DataRequestStatusBadge } from "../../../components/data-request-status-badge";
import { Table, type Column } from "../../../components/ui/table";
import { DATA_REQUEST_TEXTS, DATA_REQUEST_TYPE_LABELS, dataRequestReference } from "../../../../shared/data-request-terms";
import type { HrDataRequest } from "../../../../shared/data-requests";
import { formatDateTime } from "../lib/format";
import { Button } from "../../../components/ui/button";

type Props = { requests: HrDataRequest[]; caption: string; onOpen: (request: HrDataRequest) => void };

export function DataRequestsTable({ requests, caption, onOpen }: Props) {
  const columns: Column<HrDataRequest>[] = [
    {
      header: "Request",
      primary: true,
      cell: (request) => `${dataRequestReference(request.id)} ${DATA_REQUEST_TYPE_LABELS[request.type]}`,
    },
    {
      header: "Requester",
      cell: (request) =>
        request.requester ? (
          <span className="block">
            <span className="block">{request.requester.name}</span>
            <span className="block text-slate-600 dark:text-slate-400">{request.requester.email}</span>
          </span>
        ) : (
          <span className="italic">{DATA_REQUEST_TEXTS.deletedAccount}</span>
        ),
    },
    {
      header: "Message",
      cell: (request) =>
        request.message ? (
          <span className="block max-w-xs truncate md:max-w-56">{request.message}</span>
        ) : (
          <span className="italic">{DATA_REQUEST_TEXTS.erasedText}</span>
        ),
    },
    { header: "Filed", cell: (request) => <time dateTime={request.createdAt}>{formatDateTime(request.createdAt)}</time> },
    {
      header: "Due",
      cell: (request) => (
        <time dateTime={request.dueAt} className={request.overdue ? "font-semibold text-red-700 dark:text-red-300" : undefined}>
          {formatDateTime(request.dueAt)}
        </time>
      ),
    },
    { header: "Status", cell: (request) => <DataRequestStatusBadge request={request} /> },
    {
      header: "Actions",
      bare: true,
      cell: (request) => {
        const reference = dataRequestReference(request.id);
        const open = request.status === "open";
        return (
          <Button
            variant="outline"
            size="sm"
            onClick={() => onOpen(request)}
            aria-label={open ? `Reply to request ${reference}` : `View request ${reference}`}
          >
            {open ? "Reply" : "View"}
          </Button>
        );
      },
    },
  ];
  return <Table caption={caption} columns={columns} rows={requests} rowKey={(request) => request.id} />;
}
