// HR answers a data request (tRPC hr.requests.reply, POST /api/hr/requests/{id}/reply): one guarded
// UPDATE marks it answered (reply, when, by whom), so of two replies exactly one passes and the
// other is a 409; its data_request_answered audit row goes in the same transaction. Then the reply
// is mailed to the candidate, quoting the start of their message so they recognise the request.
//
// The mail queue is checked before anything is written. Once answered the request stays answered
// (an audit row is never undone): should the mail still fail to queue, that is logged, and the
// candidate reads the reply on their profile. A deleted account's request can be closed too; it
// has nobody to mail.
import { recordAudit } from "../../../infra/audit/record-audit.js";
import { AppError } from "../../../infra/errors.js";
import { assertQueueReachable } from "../../../infra/mail/outbox.js";
import { DATA_REQUEST_TEXTS, dataRequestReference } from "../../../shared/data-request-terms.js";
import type { HrDataRequest, ReplyDataRequestInput } from "../../../shared/data-requests.js";
import type { Deps } from "../../deps.js";
import { enqueueMail } from "../../mail/enqueue-mail.js";
import { currentRequestId } from "../../observability/request-context.js";
import { HR_DATA_REQUEST_SELECT, toHrDataRequest } from "./data-request-row.js";

type AnswerDeps = Pick<Deps, "db" | "mailQueue" | "env" | "metrics">;

/** How much of the candidate's message the reply mail quotes. */
export const QUOTED_MESSAGE_CHARS = 300;

function quoteStart(message: string): string {
  const characters = [...message];
  return characters.length <= QUOTED_MESSAGE_CHARS ? message : `${characters.slice(0, QUOTED_MESSAGE_CHARS).join("").trimEnd()}…`;
}

async function markAnswered(deps: AnswerDeps, input: ReplyDataRequestInput, hrUserId: number) {
  const answeredAt = new Date();
  return deps.db.$transaction(async (tx) => {
    const marked = await tx.dataRequest.updateMany({
      where: { id: input.id, status: "open" },
      data: { status: "answered", reply: input.reply, answeredAt, answeredById: hrUserId },
    });
    if (marked.count !== 1) {
      const exists = await tx.dataRequest.findUnique({ where: { id: input.id }, select: { id: true } });
      if (!exists) throw new AppError("NOT_FOUND", DATA_REQUEST_TEXTS.notFound);
      throw new AppError("CONFLICT", DATA_REQUEST_TEXTS.alreadyAnswered);
    }
    const row = await tx.dataRequest.findUniqueOrThrow({ where: { id: input.id }, select: HR_DATA_REQUEST_SELECT });
    await recordAudit(tx, {
      actorId: hrUserId,
      action: "data_request_answered",
      targetType: "data_request",
      targetId: row.id,
      before: { type: row.type, status: "open" },
      after: { type: row.type, status: "answered" },
    });
    return row;
  });
}

async function mailReply(deps: AnswerDeps, request: HrDataRequest): Promise<void> {
  if (!request.requester || request.reply === null) return;
  try {
    await enqueueMail(deps, {
      kind: "data_request_answered",
      to: request.requester.email,
      data: {
        name: request.requester.name,
        reference: dataRequestReference(request.id),
        type: request.type,
        message: quoteStart(request.message),
        reply: request.reply,
      },
      idempotencyKey: `data-request-answered-${request.id}`,
    });
  } catch (error) {
    console.error(
      JSON.stringify({
        level: "error",
        reqId: currentRequestId(),
        msg: "data_request_answered mail not queued",
        requestId: request.id,
        err: String(error),
      }),
    );
  }
}

export async function answerDataRequest(
  deps: AnswerDeps,
  input: ReplyDataRequestInput,
  hrUserId: number,
): Promise<{ request: HrDataRequest; message: string }> {
  await assertQueueReachable(deps.mailQueue);
  const request = toHrDataRequest(await markAnswered(deps, input, hrUserId), new Date());
  await mailReply(deps, request);
  return { request, message: DATA_REQUEST_TEXTS.replied };
}
