// The contract of the BullMQ queue that carries every e-mail from the web server to the worker.
import { z } from "zod";
import { MAIL_KINDS } from "./mail.js";
import { REQUEST_ID_PATTERN } from "./request-id.js";

export const MAIL_QUEUE_NAME = "mail";

/**
 * What a job carries: the mail-log row, the kind, the recipient + payload sealed (AES-256-GCM),
 * and the id of the HTTP request that queued it, for the worker's log lines.
 */
export const mailJobDataSchema = z.object({
  mailId: z.uuid(),
  kind: z.enum(MAIL_KINDS),
  sealed: z.string().min(1),
  // Only a label for logs: one that does not fit is dropped rather than failing the mail.
  requestId: z.string().regex(REQUEST_ID_PATTERN).optional().catch(undefined),
});
export type MailJobData = z.infer<typeof mailJobDataSchema>;

/** The worker refreshes this key (inside the queue's key space) while it runs; it expires on its own. */
export const WORKER_HEARTBEAT_KEY = "worker-heartbeat";
export const WORKER_HEARTBEAT_TTL_MS = 30_000;
export const WORKER_HEARTBEAT_INTERVAL_MS = 10_000;

/**
 * A mail not sent this long after it was accepted is given up (marked failed) rather than queued
 * again; /health counts stuck and failed mails over this window too.
 */
export const MAIL_GIVE_UP_AFTER_MS = 24 * 3600 * 1000;
