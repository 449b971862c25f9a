// Runs a bulk decision: the message (optional: without one each applicant gets the standard mail),
// then the selection sent in chunks of 100, one after another, with a progress bar and a Cancel
// that stops between chunks; then the summary: done, skipped with the reason, not run; then every HR view is refreshed.
import { useId, useRef, useState } from "react";
import {
  BULK_MESSAGES,
  BULK_SKIP_LABELS,
  bulkDoneText,
  bulkProgressText,
  bulkSkippedText,
  chunkIds,
  type BulkAction,
  type BulkSummary,
} from "../../../../shared/hr/bulk";
import type { Department } from "../../../../shared/departments";
import { acceptOptionLabel, type HiringRound } from "../../../../shared/hr/rounds";
import { Button } from "../../../components/ui/button";
import { Textarea } from "../../../components/ui/textarea";
import { LABEL_CLASS } from "../../../lib/control-styles";
import { useBulkRun, useRefreshHrViews } from "../api/bulk";
import { serverMessage } from "../../../lib/error-message";
import { HrDialog } from "./hr-dialog";

export type BulkRequest = { action: BulkAction; toRound?: HiringRound; ids: number[] };

type Props = {
  department: Department;
  /** The step's round: the applicants' current round. */
  round: HiringRound;
  request: BulkRequest;
  /** Names of the applicants on screen, for the summary (others are named by their id). */
  nameOf: (id: number) => string | undefined;
  /** After the run, with the ids it moved (the list is refreshed by then). */
  onFinished: (done: number[]) => void;
  onClose: () => void;
};

type Outcome = BulkSummary & { cancelled: boolean; failed: string | null };

function emptyOutcome(action: BulkAction): Outcome {
  return { action, done: [], skipped: [], notRun: [], stopped: null, cancelled: false, failed: null };
}

function titleOf({ action, toRound }: BulkRequest, round: HiringRound): string {
  if (action === "reject") return "Reject selected applicants";
  return toRound === round
    ? "Select (hire) selected applicants"
    : `Move selected applicants to ${toRound ? acceptOptionLabel(toRound, round) : "…"}`;
}

export function BulkDecisionDialog({ department, round, request, nameOf, onFinished, onClose }: Props) {
  const id = useId();
  const run = useBulkRun();
  const refreshHrViews = useRefreshHrViews();
  const [message, setMessage] = useState("");
  const [phase, setPhase] = useState<"confirm" | "running" | "summary">("confirm");
  const [handled, setHandled] = useState(0);
  const [sending, setSending] = useState(0);
  const [outcome, setOutcome] = useState<Outcome>(() => emptyOutcome(request.action));
  // The loop reads the ref; the state shows it.
  const cancelled = useRef(false);
  const [cancelling, setCancelling] = useState(false);
  const total = request.ids.length;
  const hiring = request.action === "move" && request.toRound === round;
  const doneText = hiring
    ? `${outcome.done.length.toLocaleString("en-US")} selected (hired)`
    : bulkDoneText(request.action, outcome.done.length, request.toRound ? acceptOptionLabel(request.toRound, round) : undefined);

  const start = async () => {
    setPhase("running");
    const result = emptyOutcome(request.action);
    const chunks = chunkIds(request.ids);
    let index = 0;
    let upTo = 0;
    for (; index < chunks.length; index++) {
      const chunk = chunks[index] ?? [];
      if (cancelled.current) {
        result.cancelled = true;
        break;
      }
      upTo += chunk.length;
      setSending(upTo);
      try {
        const answer = await run.mutateAsync({
          applicantIds: chunk,
          action: request.action,
          ...(request.action === "move" ? { toRound: request.toRound } : {}),
          ...(message.trim() ? { message } : {}),
          department,
        });
        result.done.push(...answer.done);
        result.skipped.push(...answer.skipped);
        result.notRun.push(...answer.notRun);
        setHandled(upTo);
        if (answer.stopped) {
          result.stopped = answer.stopped;
          index++;
          break;
        }
      } catch (error) {
        result.failed = serverMessage(error, BULK_MESSAGES.runFailed);
        result.notRun.push(...chunk);
        index++;
        break;
      }
    }
    result.notRun.push(...chunks.slice(index).flat());
    await refreshHrViews();
    setOutcome(result);
    setPhase("summary");
    onFinished(result.done);
  };

  const running = phase === "running";
  const actions =
    phase === "confirm" ? (
      <>
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" form={`${id}-form`} variant={request.action === "reject" ? "danger" : "primary"}>
          {request.action === "reject" ? `Reject ${total}` : `Move ${total}`}
        </Button>
      </>
    ) : running ? (
      <Button
        variant="secondary"
        disabled={cancelling}
        onClick={() => {
          cancelled.current = true;
          setCancelling(true);
        }}
      >
        {cancelling ? "Cancelling…" : "Cancel"}
      </Button>
    ) : (
      <Button onClick={onClose}>Done</Button>
    );

  return (
    <HrDialog
      open
      wide={phase === "summary"}
      onOpenChange={(open) => !open && !running && onClose()}
      title={titleOf(request, round)}
      description={`${total.toLocaleString("en-US")} applicant${total === 1 ? "" : "s"} of ${department}`}
      actions={actions}
    >
      {phase === "confirm" ? (
        <form
          id={`${id}-form`}
          className="grid gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            void start();
          }}
        >
          <label htmlFor={`${id}-message`} className={LABEL_CLASS}>
            Message (optional)
          </label>
          <Textarea
            id={`${id}-message`}
            rows={5}
            maxLength={5000}
            aria-describedby={`${id}-hint`}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
          />
          <p id={`${id}-hint`} className="text-sm text-slate-600 dark:text-slate-400">
            Sent to every applicant as their mail. Leave it empty to send each the standard{" "}
            {request.action === "reject" ? "rejection" : "acceptance"} mail.
          </p>
        </form>
      ) : null}
      {running ? (
        <div className="grid gap-2">
          <p role="status" aria-live="polite" className="text-sm font-medium text-slate-800 dark:text-slate-200">
            {cancelling ? "Cancelling after this batch…" : bulkProgressText(request.action, sending, total)}
          </p>
          <progress
            className="h-2 w-full accent-brand-600"
            max={total}
            value={handled}
            aria-label="Progress"
            aria-valuetext={`${handled} of ${total} handled`}
          />
        </div>
      ) : null}
      {phase === "summary" ? <BulkSummaryView outcome={outcome} doneText={doneText} nameOf={nameOf} /> : null}
    </HrDialog>
  );
}

function BulkSummaryView({
  outcome,
  doneText,
  nameOf,
}: {
  outcome: Outcome;
  doneText: string;
  nameOf: (id: number) => string | undefined;
}) {
  const name = (applicantId: number) => nameOf(applicantId) ?? `Applicant #${applicantId}`;
  const why = outcome.failed ?? outcome.stopped?.message ?? (outcome.cancelled ? BULK_MESSAGES.cancelled : null);
  return (
    <div role="status" aria-live="polite" className="grid gap-3 text-sm text-slate-700 dark:text-slate-300">
      <p className="text-base font-semibold text-emerald-800 dark:text-emerald-300">{doneText}</p>
      {outcome.skipped.length > 0 ? (
        <div>
          <p className="font-semibold text-amber-800 dark:text-amber-300">{bulkSkippedText(outcome.skipped.length)}</p>
          <ul className="mt-1 grid gap-1" aria-label="Skipped applicants">
            {outcome.skipped.map((skip) => (
              <li key={skip.id} className="break-words">
                <span className="font-medium">{name(skip.id)}</span>: {BULK_SKIP_LABELS[skip.reason]}{" "}
                <span className="text-slate-600 dark:text-slate-400">({skip.message})</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {outcome.notRun.length > 0 ? (
        <p className="text-red-700 dark:text-red-300">
          {outcome.notRun.length.toLocaleString("en-US")} not handled. {why}
        </p>
      ) : why ? (
        <p className="text-slate-600 dark:text-slate-400">{why}</p>
      ) : null}
    </div>
  );
}
