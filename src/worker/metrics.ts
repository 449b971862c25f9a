// The worker's Prometheus series: mails sent and failed by kind, how long jobs waited in the queue
// and how long each attempt took, mails the sweeper queued again, plus Node's default metrics.
import { Counter, Histogram, type Registry } from "prom-client";
import { createRegistry, METRICS_PREFIX } from "../infra/metrics-registry.js";
import { MAIL_KINDS, type MailKind } from "../shared/mail.js";
import type { MailJobOutcome } from "./mail-outcome.js";

export type WorkerMetrics = {
  registry: Registry;
  recordOutcome: (outcome: MailJobOutcome) => void;
  recordRequeued: (kind: MailKind) => void;
};

/** A queue wait spans milliseconds (idle) to minutes (a backlog); the default buckets stop at 10 s. */
const WAIT_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300, 900];

export function createWorkerMetrics(): WorkerMetrics {
  const registry = createRegistry();
  const registers = [registry];
  const sent = new Counter({
    name: `${METRICS_PREFIX}mails_sent_total`,
    help: "Mails handed to the SMTP server (or written as .eml files), by kind",
    labelNames: ["kind"],
    registers,
  });
  const failed = new Counter({
    name: `${METRICS_PREFIX}mails_failed_total`,
    help: 'Failed attempts by kind; final="true" when no attempt follows (the mail is not sent)',
    labelNames: ["kind", "final"],
    registers,
  });
  const wait = new Histogram({
    name: `${METRICS_PREFIX}mail_job_wait_seconds`,
    help: "From queueing a mail to the start of its first attempt, by kind",
    labelNames: ["kind"],
    buckets: WAIT_BUCKETS,
    registers,
  });
  const duration = new Histogram({
    name: `${METRICS_PREFIX}mail_job_duration_seconds`,
    help: "One attempt at a mail job (read, render, send, mark), by kind and result: sent, skipped or failed",
    labelNames: ["kind", "result"],
    registers,
  });
  const requeued = new Counter({
    name: `${METRICS_PREFIX}mails_requeued_total`,
    help: "Mails whose jobs Redis had lost, queued again by the sweeper from mail_log, by kind",
    labelNames: ["kind"],
    registers,
  });
  // Every kind from zero, so rate() and alerts see the first mail of a kind too.
  for (const kind of MAIL_KINDS) {
    sent.inc({ kind }, 0);
    failed.inc({ kind, final: "true" }, 0);
    requeued.inc({ kind }, 0);
  }

  return {
    registry,
    recordOutcome: ({ kind, result, final, waitMs, durationMs }) => {
      if (result === "sent") sent.inc({ kind });
      if (result === "failed") failed.inc({ kind, final: String(final) });
      if (waitMs !== undefined) wait.observe({ kind }, waitMs / 1000);
      duration.observe({ kind, result }, durationMs / 1000);
    },
    recordRequeued: (kind) => requeued.inc({ kind }),
  };
}
