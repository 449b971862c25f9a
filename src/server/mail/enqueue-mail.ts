// Puts one e-mail on the queue: a mail-log row first, then a queue job whose id derives from the
// row, so the worker can mark the row sent or failed. Redis down → a clear 503 within a second,
// no row left behind. Requests that arrive together share one INSERT and one addBulk (group
// commit): under load this is most of the cost of a request, and alone a request waits for none.
// The job names the HTTP request it was queued in (request-context.ts), for the worker's logs.
import crypto from "node:crypto";
import type { Queue } from "bullmq";
import { z } from "zod";
import { emailSchema } from "../../shared/email.js";
import { MAIL_SERVICE_UNAVAILABLE, mailPayloadSchemas, type MailData, type MailKind } from "../../shared/mail.js";
import type { MailJobData } from "../../shared/mail-queue.js";
import { createBatcher, type Batcher } from "../../infra/batcher.js";
import type { Db } from "../../infra/db/client.js";
import type { Env } from "../../infra/env.js";
import { mailJobId } from "../../infra/mail/mail-queue.js";
import { deriveMailKey, sealMailPayload, type MailKey } from "../../infra/mail/payload-crypto.js";
import { withTimeout } from "../../infra/with-timeout.js";
import { AppError } from "../../infra/errors.js";
import type { WebMetrics } from "../observability/metrics.js";
import { currentRequestId } from "../observability/request-context.js";
import { deleteMailLogRows, findMailIdByIdempotencyKey, insertMailLogRows, type NewMailLogRow } from "./mail-log.js";

/** Callers hand over their whole deps; without `metrics` nothing is counted. */
export type MailDeps = {
  db: Db;
  mailQueue: Queue;
  env: Pick<Env, "JWT_SECRET" | "MAIL_SECRET_KEY">;
  metrics?: Pick<WebMetrics, "mailsQueued">;
};

export type MailRequest<K extends MailKind> = {
  kind: K;
  to: string;
  data: MailData<K>;
  /** Same key → same mail: a retried request does not send twice. */
  idempotencyKey?: string;
  /** The application the mail is about, so the candidate's own view lists it. */
  applicationId?: number;
  /** What HR wrote into the mail, kept in clear so the candidate can read it again (never a code). */
  hrText?: { message?: string; link?: string };
};

/** How long Redis may take before the request is answered 503 (the promise is "within 1 s"). */
export const REDIS_BUDGET_MS = 700;

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

function unavailable(cause?: unknown): AppError {
  return new AppError("SERVICE_UNAVAILABLE", MAIL_SERVICE_UNAVAILABLE, { cause });
}

/** Fails fast, before anything is written, when the queue's Redis connection is not up. */
export async function assertQueueReachable(queue: Queue): Promise<void> {
  const client = await withTimeout(queue.client, REDIS_BUDGET_MS).catch((error: unknown) => {
    throw unavailable(error);
  });
  if (client.status !== "ready") throw unavailable();
}

function parseMail<K extends MailKind>(mail: MailRequest<K>) {
  const to = emailSchema.safeParse(mail.to);
  if (!to.success) throw new AppError("BAD_REQUEST", to.error.issues[0]?.message ?? "Please enter a valid email address.");
  const data = (mailPayloadSchemas[mail.kind] as z.ZodType).safeParse(mail.data);
  if (!data.success) {
    const issue = data.error.issues[0];
    throw new AppError("BAD_REQUEST", `Invalid ${mail.kind} mail: ${issue?.path.join(".") || "data"}: ${issue?.message ?? "invalid"}`);
  }
  return { to: to.data, data: data.data };
}

type Stages = {
  /** Inserts a row; false when its idempotency key already has one. */
  insertRow: Batcher<NewMailLogRow, boolean>;
  addJob: Batcher<MailJobData, void>;
};

async function addJobs(db: Db, queue: Queue, jobs: MailJobData[]): Promise<void[]> {
  const bulk = jobs.map((job) => ({ name: job.kind, data: job, opts: { jobId: mailJobId(job.mailId) } }));
  const [only] = bulk;
  try {
    // addBulk wraps its jobs in MULTI/EXEC, which a single job does not need.
    await withTimeout<unknown>(
      bulk.length === 1 && only ? queue.add(only.name, only.data, only.opts) : queue.addBulk(bulk),
      REDIS_BUDGET_MS,
    );
  } catch (error) {
    // Should the jobs still land later, the worker finds no rows and skips them.
    await deleteMailLogRows(
      db,
      jobs.map((job) => job.mailId),
    );
    throw unavailable(error);
  }
  return jobs.map(() => undefined);
}

// Two stages, each batching the requests that reach it together: while one batch of jobs goes to
// Redis, the next batch of rows is already on its way to Postgres.
const STAGE_PARALLEL = 2;
const stages = new WeakMap<Queue, Stages>();
function stagesFor(db: Db, queue: Queue): Stages {
  let entry = stages.get(queue);
  if (!entry) {
    entry = {
      insertRow: createBatcher(
        async (rows) => {
          const inserted = await insertMailLogRows(db, rows);
          return rows.map((row) => inserted.has(row.id));
        },
        { parallel: STAGE_PARALLEL },
      ),
      addJob: createBatcher((jobs) => addJobs(db, queue, jobs), { parallel: STAGE_PARALLEL }),
    };
    stages.set(queue, entry);
  }
  return entry;
}

export async function enqueueMail<K extends MailKind>(deps: MailDeps, mail: MailRequest<K>): Promise<{ mailId: string }> {
  const { to, data } = parseMail(mail);
  await assertQueueReachable(deps.mailQueue);

  const mailId = crypto.randomUUID();
  const requestId = currentRequestId();
  const idempotencyKey = mail.idempotencyKey ?? null;
  const sealed = sealMailPayload(mailKey(deps.env), mailId, { to, data });
  const { insertRow, addJob } = stagesFor(deps.db, deps.mailQueue);
  const inserted = await insertRow({
    id: mailId,
    kind: mail.kind,
    recipient: to,
    idempotencyKey,
    sealedPayload: sealed,
    applicationId: mail.applicationId ?? null,
    hrMessage: mail.hrText?.message ?? null,
    hrLink: mail.hrText?.link ?? null,
  });
  if (!inserted && idempotencyKey) {
    const existing = await findMailIdByIdempotencyKey(deps.db, idempotencyKey);
    // The first request's row was removed (its enqueue failed) between our insert and this read.
    if (!existing) throw unavailable();
    return { mailId: existing };
  }
  // Outside a request requestId is undefined, which the job's JSON leaves out.
  await addJob({ mailId, kind: mail.kind, sealed, requestId });
  deps.metrics?.mailsQueued.inc({ kind: mail.kind });
  return { mailId };
}
