// One data request in a dialog: the whole message and who filed it; open, a reply to write and send
// (hr.requests.reply: marks it answered and mails the candidate), answered, the reply HR sent. A
// reply the server refuses (too long, already answered by a colleague) shows in the dialog, and the
// list is read again so it shows the request as it now stands. Keyed by the request, so each opens
// with an empty reply.
import { useId, useState } from "react";
import { Button } from "../../../components/ui/button";
import { Textarea } from "../../../components/ui/textarea";
import { LABEL_CLASS } from "../../../lib/control-styles";
import { useReplyToDataRequest } from "../api/data-requests";
import {
  DATA_REQUEST_LIMITS,
  DATA_REQUEST_TEXTS,
  DATA_REQUEST_TYPE_LABELS,
  dataRequestReference,
} from "../../../../shared/data-request-terms";
import type { HrDataRequest } from "../../../../shared/data-requests";
import { serverMessage } from "../../../lib/error-message";
import { formatMoment } from "../lib/format";
import { HrDialog } from "./hr-dialog";

type Props = { request: HrDataRequest | null; onClose: () => void; onAnswered: () => void };

export function DataRequestDialog({ request, onClose, onAnswered }: Props) {
  const id = useId();
  const [reply, setReply] = useState("");
  const [error, setError] = useState<string | null>(null);
  const send = useReplyToDataRequest();
  if (!request) return null;
  const reference = dataRequestReference(request.id);
  const open = request.status === "open";
  const busy = send.isPending;

  const submit = async () => {
    setError(null);
    try {
      await send.mutateAsync({ id: request.id, reply });
      onAnswered();
    } catch (failure) {
      setError(serverMessage(failure, DATA_REQUEST_TEXTS.replyFailed));
    }
  };

  return (
    <HrDialog
      open
      wide
      onOpenChange={(next) => !next && !busy && onClose()}
      title={open ? `Reply to request ${reference}` : `Request ${reference}`}
      description={
        request.requester
          ? `${DATA_REQUEST_TYPE_LABELS[request.type]} · ${request.requester.name} <${request.requester.email}>`
          : DATA_REQUEST_TYPE_LABELS[request.type]
      }
      actions={
        open ? (
          <>
            <Button variant="secondary" onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" form={`${id}-form`} disabled={busy || reply.trim() === ""} aria-busy={busy || undefined}>
              {busy ? "Sending..." : "Send reply"}
            </Button>
          </>
        ) : (
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
        )
      }
    >
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-600 dark:text-slate-400">Filed</dt>
        <dd>{formatMoment(request.createdAt)}</dd>
        <dt className="text-slate-600 dark:text-slate-400">Due</dt>
        <dd>
          {formatMoment(request.dueAt)}
          {request.overdue ? <span className="ml-2 font-semibold text-red-700 dark:text-red-300">Overdue</span> : null}
        </dd>
        {request.answeredAt ? (
          <>
            <dt className="text-slate-600 dark:text-slate-400">Answered</dt>
            <dd>
              {formatMoment(request.answeredAt)}
              {request.answeredBy ? ` by ${request.answeredBy}` : ""}
            </dd>
          </>
        ) : null}
      </dl>
      <h3 className="mt-4 text-sm font-semibold">Their message</h3>
      <p className="mt-1 whitespace-pre-wrap wrap-anywhere rounded-lg bg-slate-50 p-3 text-sm dark:bg-slate-800/60">
        {request.message || DATA_REQUEST_TEXTS.erasedText}
      </p>
      {open ? (
        <form
          id={`${id}-form`}
          className="mt-4"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <label htmlFor={`${id}-reply`} className={LABEL_CLASS}>
            Reply <span aria-hidden="true">*</span>
          </label>
          <Textarea
            id={`${id}-reply`}
            rows={6}
            required
            maxLength={DATA_REQUEST_LIMITS.reply}
            value={reply}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => {
              setReply(event.target.value);
              setError(null);
            }}
          />
          {error ? (
            <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700 dark:text-red-300">
              {error}
            </p>
          ) : null}
        </form>
      ) : (
        <>
          <h3 className="mt-4 text-sm font-semibold">Our reply</h3>
          <p className="mt-1 whitespace-pre-wrap wrap-anywhere rounded-lg bg-slate-50 p-3 text-sm dark:bg-slate-800/60">
            {request.reply ?? DATA_REQUEST_TEXTS.erasedText}
          </p>
        </>
      )}
    </HrDialog>
  );
}
