// The mail outbox: the one way a mail goes from the app to Redis. A mail is accepted as a mail_log
// row that keeps its recipient and payload sealed (payload-crypto.ts), then its job (built here
// only: mailJob) is added under the row's own job id within a time budget. Three callers: the
// producer (postMail, for enqueueMail), the worker's sweeper (requeueLostMails: rows whose job Redis
// lost) and HR's retry (claimFailedMail in its transaction, then requeueClaimedMail). The worker
// reads the job and marks the row sent or failed (src/worker/mail-log.ts). The statements are in
// outbox-rows.ts.
import crypto from "node:crypto";
import type { Queue } from "bullmq";
import type { Redis } from "ioredis";
import { createBatcher, type Batcher } from "../batcher.js";
import type { Db } from "../db/client.js";
import type { Env } from "../env.js";
import { AppError } from "../errors.js";
import { withTimeout } from "../with-timeout.js";
import { MAIL_SERVICE_UNAVAILABLE, type MailKind } from "../../shared/mail.js";
import type { MailJobData } from "../../shared/mail-queue.js";
import { MAIL_JOB_OPTIONS, mailJobId } from "./mail-queue.js";
import { deriveMailKey, sealMailPayload, type MailKey } from "./payload-crypto.js";
import {
  deleteMailRows,
  findMailIdByIdempotencyKey,
  insertMailRows,
  releaseClaimedMail,
  type ClaimedMail,
  type NewMailRow,
} from "./outbox-rows.js";

/** How long Redis may take before a request is answered 503 (the promise is "within 1 s"). */
export const REDIS_BUDGET_MS = 700;
/** The sweeper's: nobody waits on it, but a Redis that hangs must not stop the sweeps for good. */
export const SWEEP_REDIS_BUDGET_MS = 30_000;

export function mailServiceUnavailable(cause?: unknown): AppError {
  return new AppError("SERVICE_UNAVAILABLE", MAIL_SERVICE_UNAVAILABLE, { cause });
}

/** Fails fast, before anything is written, when the queue's Redis connection is not up. */
export async function assertQueueReachable(queue: Queue): Promise<void> {
  const client = await withTimeout(queue.client, REDIS_BUDGET_MS).catch((error: unknown) => {
    throw mailServiceUnavailable(error);
  });
  if (client.status !== "ready") throw mailServiceUnavailable();
}

/** A mail's job: named by its kind, under its row's job id (so a job added twice is one job). */
export function mailJob(data: MailJobData) {
  return { name: data.kind, data, opts: { ...MAIL_JOB_OPTIONS, jobId: mailJobId(data.mailId) } };
}

/** Adds the jobs; BullMQ ignores an add whose job id exists. Each caller bounds it by its budget. */
async function addMailJobs(queue: Queue, jobs: MailJobData[]): Promise<void> {
  const bulk = jobs.map(mailJob);
  const [only] = bulk;
  // addBulk wraps its jobs in MULTI/EXEC, which a single job does not need.
  if (bulk.length === 1 && only) await queue.add(only.name, only.data, only.opts);
  else await queue.addBulk(bulk);
}

const keys = new Map<string, MailKey>();
function mailKey(env: Pick<Env, "JWT_SECRET" | "MAIL_SECRET_KEY">): MailKey {
  const material = env.MAIL_SECRET_KEY ?? env.JWT_SECRET;
  let key = keys.get(material);
  if (!key) {
    key = deriveMailKey(env);
    keys.set(material, key);
  }
  return key;
}

export type OutboxDeps = { db: Db; mailQueue: Queue; env: Pick<Env, "JWT_SECRET" | "MAIL_SECRET_KEY"> };

/** A mail as the producer hands it over: recipient and data already checked. */
export type OutgoingMail = {
  kind: MailKind;
  to: string;
  data: unknown;
  idempotencyKey: string | null;
  applicationId: number | null;
  hrMessage: string | null;
  hrLink: string | null;
  /** The HTTP request it was queued in, for the worker's logs. */
  requestId: string | undefined;
};

type Stages = {
  /** Inserts a row; false when its idempotency key already has one. */
  insertRow: Batcher<NewMailRow, boolean>;
  addJob: Batcher<MailJobData, void>;
};

// Two stages, each batching the mails that reach it together (group commit): while one batch of
// jobs goes to Redis, the next batch of rows is already on its way to Postgres. Under load this is
// most of the cost of a request; alone a request waits for none.
const STAGE_PARALLEL = 2;
const stages = new WeakMap<Queue, Stages>();
function stagesFor(db: Db, queue: Queue): Stages {
  let entry = stages.get(queue);
  if (!entry) {
    entry = {
      insertRow: createBatcher(
        async (rows) => {
          const inserted = await insertMailRows(db, rows);
          return rows.map((row) => inserted.has(row.id));
        },
        { parallel: STAGE_PARALLEL },
      ),
      addJob: createBatcher(
        async (jobs) => {
          try {
            await withTimeout(addMailJobs(queue, jobs), REDIS_BUDGET_MS);
          } catch (error) {
            // Should the jobs still land later, the worker finds no rows and skips them.
            await deleteMailRows(
              db,
              jobs.map((job) => job.mailId),
            );
            throw mailServiceUnavailable(error);
          }
          return jobs.map(() => undefined);
        },
        { parallel: STAGE_PARALLEL },
      ),
    };
    stages.set(queue, entry);
  }
  return entry;
}

/**
 * Accepts a mail: its row, then its job. Redis too slow or down → the row is removed and a 503
 * thrown, so nothing is left half written. Same idempotency key as an earlier mail → that mail's
 * id, with `duplicate`, and nothing written.
 */
export async function postMail(deps: OutboxDeps, mail: OutgoingMail): Promise<{ mailId: string; duplicate: boolean }> {
  const mailId = crypto.randomUUID();
  const sealed = sealMailPayload(mailKey(deps.env), mailId, { to: mail.to, data: mail.data });
  const { insertRow, addJob } = stagesFor(deps.db, deps.mailQueue);
  const inserted = await insertRow({
    id: mailId,
    kind: mail.kind,
    recipient: mail.to,
    idempotencyKey: mail.idempotencyKey,
    sealedPayload: sealed,
    applicationId: mail.applicationId,
    hrMessage: mail.hrMessage,
    hrLink: mail.hrLink,
  });
  if (!inserted && mail.idempotencyKey) {
    const existing = await findMailIdByIdempotencyKey(deps.db, mail.idempotencyKey);
    // The first request's row was removed (its enqueue failed) between our insert and this read.
    if (!existing) throw mailServiceUnavailable();
    return { mailId: existing, duplicate: true };
  }
  // Outside a request requestId is undefined, which the job's JSON leaves out.
  await addJob({ mailId, kind: mail.kind, sealed, requestId: mail.requestId });
  return { mailId, duplicate: false };
}

type Requeueable = { id: string; kind: MailKind; sealedPayload: string };

/**
 * The sweeper's: adds again the jobs of these queued rows that are no longer in Redis, from the
 * payload each row keeps, under the same job id (so a job that merely waits is never doubled);
 * returns those. `redis` is the queue's connection.
 */
export async function requeueLostMails<M extends Requeueable>({ queue, redis }: { queue: Queue; redis: Redis }, mails: M[]): Promise<M[]> {
  if (mails.length === 0) return [];
  const pipeline = redis.pipeline();
  for (const mail of mails) pipeline.exists(queue.toKey(mailJobId(mail.id)));
  const exists = await withTimeout(pipeline.exec(), SWEEP_REDIS_BUDGET_MS);
  const lost = mails.filter((_, i) => exists?.[i]?.[1] === 0);
  if (lost.length === 0) return [];
  // A job added meanwhile is not doubled either: its id exists.
  const jobs = lost.map((mail) => ({ mailId: mail.id, kind: mail.kind, sealed: mail.sealedPayload }));
  await withTimeout(addMailJobs(queue, jobs), SWEEP_REDIS_BUDGET_MS);
  return lost;
}

/**
 * HR's retry, after claimFailedMail committed: replaces the mail's failed job by a new one under the
 * same id, so the worker and the sweeper know it as any mail. Redis too slow or down → the row is
 * failed again and a 503 thrown.
 */
export async function requeueClaimedMail(
  deps: { db: Db; mailQueue: Queue },
  mail: ClaimedMail,
  requestId: string | undefined,
): Promise<void> {
  const { db, mailQueue: queue } = deps;
  const jobId = mailJobId(mail.id);
  const requeue = async () => {
    // BullMQ ignores an add whose job id exists, and the failed job stays for days (removeOnFail).
    // Only the worker's lock keeps it (for the moment between marking the row and failing the job).
    if ((await queue.remove(jobId)) === 0 && (await queue.getJob(jobId))) throw new Error(`job ${jobId} is still locked`);
    await addMailJobs(queue, [{ mailId: mail.id, kind: mail.kind, sealed: mail.sealedPayload, requestId }]);
  };
  try {
    await withTimeout(requeue(), REDIS_BUDGET_MS);
  } catch (error) {
    // No job was added (or it will find the row failed and skip): the mail stays as it was.
    await releaseClaimedMail(db, mail.id);
    throw mailServiceUnavailable(error);
  }
}
