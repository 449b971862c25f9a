// A candidate files a request about their data (tRPC me.requests.file, POST /api/me/requests): the
// row, due DATA_REQUEST_DUE_DAYS after filing, and its data_request_filed audit row (the type only:
// audit rows hold no personal text) in one transaction, then the acknowledgement mail. At most
// DATA_REQUEST_POLICY's allowance a day per account; a refused or failed request is not counted.
//
// The mail queue is checked before anything is written. Once the request is stored it stands (an
// audit row is never undone): should its mail still fail to queue, that is logged, and the request
// shows on the profile and in HR's queue all the same.
import { recordAudit } from "../../../infra/audit/record-audit.js";
import { AppError } from "../../../infra/errors.js";
import { assertQueueReachable } from "../../../infra/mail/outbox.js";
import type { Env } from "../../../infra/env.js";
import { DATA_REQUEST_TEXTS, dataRequestReference, tooManyDataRequests } from "../../../shared/data-request-terms.js";
import type { FileDataRequest, MyDataRequest } from "../../../shared/data-requests.js";
import type { Deps } from "../../deps.js";
import { DATA_REQUEST_POLICY } from "../../limits/policies.js";
import { counterOf, spendAllowance, takeAllowance } from "../../limits/redis-counter.js";
import { enqueueMail } from "../../mail/enqueue-mail.js";
import { currentRequestId } from "../../observability/request-context.js";
import type { AuthUser } from "../auth/tokens.js";
import { assertCandidate } from "../me/candidate-only.js";
import { MY_DATA_REQUEST_SELECT, toMyDataRequest } from "./data-request-row.js";

type FileDeps = Pick<Deps, "db" | "mailQueue" | "redis" | "env" | "metrics">;

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/** The due date in the mail: the company's calendar day (India), e.g. "27 December 2026". */
const DUE_DATE = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "long", year: "numeric", timeZone: "Asia/Kolkata" });

export function dataRequestDueAt(env: Pick<Env, "DATA_REQUEST_DUE_DAYS">, filedAt: Date): Date {
  return new Date(filedAt.getTime() + env.DATA_REQUEST_DUE_DAYS * DAY_MS);
}

async function store(deps: FileDeps, user: AuthUser, input: FileDataRequest) {
  const createdAt = new Date();
  return deps.db.$transaction(async (tx) => {
    const row = await tx.dataRequest.create({
      data: { userId: user.id, type: input.type, message: input.message, createdAt, dueAt: dataRequestDueAt(deps.env, createdAt) },
      select: MY_DATA_REQUEST_SELECT,
    });
    await recordAudit(tx, {
      actorId: user.id,
      action: "data_request_filed",
      targetType: "data_request",
      targetId: row.id,
      after: { type: row.type, status: row.status },
    });
    return row;
  });
}

async function acknowledge(deps: FileDeps, user: AuthUser, request: MyDataRequest): Promise<void> {
  try {
    await enqueueMail(deps, {
      kind: "data_request_received",
      to: user.email,
      data: {
        name: user.name,
        reference: dataRequestReference(request.id),
        type: request.type,
        dueDate: DUE_DATE.format(new Date(request.dueAt)),
      },
      idempotencyKey: `data-request-received-${request.id}`,
    });
  } catch (error) {
    console.error(
      JSON.stringify({
        level: "error",
        reqId: currentRequestId(),
        msg: "data_request_received mail not queued",
        requestId: request.id,
        err: String(error),
      }),
    );
  }
}

export async function fileDataRequest(
  deps: FileDeps,
  user: AuthUser,
  input: FileDataRequest,
): Promise<{ request: MyDataRequest; message: string }> {
  assertCandidate(user, DATA_REQUEST_TEXTS.candidatesOnly);
  const allowance = await takeAllowance(deps, DATA_REQUEST_POLICY, [counterOf(deps.env, DATA_REQUEST_POLICY, "user", { user: user.id })]);
  if (!allowance.granted) {
    throw new AppError("TOO_MANY_REQUESTS", tooManyDataRequests(Math.max(1, Math.ceil(allowance.waitMs / HOUR_MS))), {
      reason: "RATE_LIMITED",
      retryAfterSeconds: Math.ceil(allowance.waitMs / 1000),
    });
  }
  const request = await spendAllowance(allowance, async () => {
    await assertQueueReachable(deps.mailQueue);
    return toMyDataRequest(await store(deps, user, input), new Date());
  });
  await acknowledge(deps, user, request);
  return { request, message: DATA_REQUEST_TEXTS.filed };
}
