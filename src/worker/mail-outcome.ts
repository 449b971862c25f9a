// What became of one attempt at a mail job (sent, skipped or failed, how long it waited and took),
// reported by a wrapper around the processor so metrics and logs need nothing from inside it.
import { UnrecoverableError, type Processor } from "bullmq";
import { MAIL_KINDS, type MailKind } from "../shared/mail.js";
import type { MailJobData } from "../shared/mail-queue.js";
import { REQUEST_ID_PATTERN } from "../shared/request-id.js";
import type { MailJobResult } from "./processors/process-mail.js";

export type MailJobOutcome = {
  mailId: string;
  /** "unknown" for a malformed job, so a metric label can never take an arbitrary value. */
  kind: MailKind | "unknown";
  /** The HTTP request that queued the mail, when there was one. */
  requestId: string | undefined;
  result: MailJobResult | "failed";
  /** For a failure: no attempt follows (a permanent refusal, or the last attempt). */
  final: boolean;
  /** From the job's creation to the start of its first attempt; undefined for retries, whose wait includes their backoff. */
  waitMs: number | undefined;
  durationMs: number;
  /** The failure's message; it may quote the recipient, so loggers must not print it as it is. */
  error: string | undefined;
};

const KINDS = new Set<string>(MAIL_KINDS);

export function observeMailJobs(
  processor: Processor<MailJobData, MailJobResult>,
  onOutcome: (outcome: MailJobOutcome) => void,
): Processor<MailJobData, MailJobResult> {
  return async (job, token, signal) => {
    const startedAt = Date.now();
    const started = performance.now();
    const { mailId, kind, requestId } = job.data;
    const outcome = (result: MailJobOutcome["result"], final: boolean, error?: string): MailJobOutcome => ({
      mailId: String(mailId),
      kind: KINDS.has(kind) ? kind : "unknown",
      requestId: typeof requestId === "string" && REQUEST_ID_PATTERN.test(requestId) ? requestId : undefined,
      result,
      final,
      waitMs: job.attemptsMade === 0 ? Math.max(0, startedAt - job.timestamp) : undefined,
      durationMs: performance.now() - started,
      error,
    });
    try {
      const result = await processor(job, token, signal);
      onOutcome(outcome(result, true));
      return result;
    } catch (error) {
      const final = error instanceof UnrecoverableError || job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      onOutcome(outcome("failed", final, error instanceof Error ? error.message : String(error)));
      throw error;
    }
  };
}
