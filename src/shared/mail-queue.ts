// The contract of the BullMQ queue that carries every e-mail from the web server to the worker.
import { z } from "zod";
import { MAIL_KINDS } from "./mail.js";

export const MAIL_QUEUE_NAME = "mail";

/** What a job carries: the mail-log row, the kind, and the recipient + payload sealed (AES-256-GCM). */
export const mailJobDataSchema = z.object({
  mailId: z.uuid(),
  kind: z.enum(MAIL_KINDS),
  sealed: z.string().min(1),
});
export type MailJobData = z.infer<typeof mailJobDataSchema>;

/** The worker refreshes this key (inside the queue's key space) while it runs; it expires on its own. */
export const WORKER_HEARTBEAT_KEY = "worker-heartbeat";
export const WORKER_HEARTBEAT_TTL_MS = 30_000;
export const WORKER_HEARTBEAT_INTERVAL_MS = 10_000;
