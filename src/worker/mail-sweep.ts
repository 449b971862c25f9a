// One sweep over the mails still queued a while after they were accepted: a mail whose job Redis
// lost is queued again through the outbox (src/infra/mail/outbox.ts: from the sealed payload its
// row keeps, under the same job id, so a job that merely waits is never doubled); an expired code,
// a row without a payload or a mail older than a day (and not queued again by HR's retry within the
// day) is marked failed instead. Failed rows are
// never queued again here: only HR's retry (services/hr-mails/retry-mail.ts) does that.
// Bounded: at most SWEEP_BATCHES batches of SWEEP_BATCH rows.
import type { Queue } from "bullmq";
import type { Redis } from "ioredis";
import type { Db } from "../infra/db/client.js";
import { requeueLostMails } from "../infra/mail/outbox.js";
import { cursorAt, failStuckMails, findStuckMails, type StuckMail, type StuckMailCursor } from "../infra/mail/outbox-rows.js";
import { MAIL_CODE_VALID_MINUTES, type MailKind } from "../shared/mail.js";
import { MAIL_GIVE_UP_AFTER_MS } from "../shared/mail-queue.js";

export const SWEEP_BATCH = 500;
export const SWEEP_BATCHES = 10;

/** Reasons written to mail_log.last_error when a stuck mail is not queued again. */
export const GIVE_UP_REASONS = {
  expired: "Not sent: the code expired before it could be sent",
  noPayload: "Not sent: its queue job was lost and its row keeps no payload to queue it again",
  tooOld: "Not sent within 24 hours of being accepted: given up",
} as const;
export type GiveUpReason = keyof typeof GIVE_UP_REASONS;

export type SweepResult = {
  requeued: StuckMail[];
  failed: Record<GiveUpReason, number>;
  /** Where the next sweep starts: the oldest row still queued, or past every row this one saw. */
  next: StuckMailCursor | undefined;
};

const CODE_KINDS = new Set<MailKind>(["signup_code", "reset_code"]);
const CODE_VALID_MS = MAIL_CODE_VALID_MINUTES * 60_000;

type Sendable = StuckMail & { sealedPayload: string };
/** `redis` is the queue's connection. */
export type SweepDeps = { db: Db; queue: Queue; redis: Redis };

function giveUpReason(mail: StuckMail): GiveUpReason | undefined {
  // A mail HR retried is old but was queued again just now: it gets another day.
  if (mail.ageMs > MAIL_GIVE_UP_AFTER_MS && mail.idleMs > MAIL_GIVE_UP_AFTER_MS) return "tooOld";
  if (CODE_KINDS.has(mail.kind) && mail.ageMs > CODE_VALID_MS) return "expired";
  if (mail.sealedPayload === null) return "noPayload";
  return undefined;
}

/** `now` is the sweep's instant, from which the rows' ages are taken. */
export async function sweepMails(
  deps: SweepDeps,
  olderThanMs: number,
  from: StuckMailCursor | undefined,
  now = Date.now(),
): Promise<SweepResult> {
  const result: SweepResult = { requeued: [], failed: { expired: 0, noPayload: 0, tooOld: 0 }, next: from };
  let cursor = from;
  let oldestKept: StuckMail | undefined;
  for (let batch = 0; batch < SWEEP_BATCHES; batch += 1) {
    const mails = await findStuckMails(deps.db, olderThanMs, cursor, SWEEP_BATCH, now);
    const givenUp: Record<GiveUpReason, string[]> = { expired: [], noPayload: [], tooOld: [] };
    const kept: Sendable[] = [];
    for (const mail of mails) {
      const reason = giveUpReason(mail);
      if (reason) givenUp[reason].push(mail.id);
      else kept.push(mail as Sendable);
    }
    for (const reason of Object.keys(givenUp) as GiveUpReason[]) {
      await failStuckMails(deps.db, givenUp[reason], GIVE_UP_REASONS[reason], reason === "expired");
      result.failed[reason] += givenUp[reason].length;
    }
    result.requeued.push(...(await requeueLostMails(deps, kept)));
    oldestKept ??= kept[0];
    const last = mails.at(-1);
    if (last) cursor = { createdAt: last.createdAt, id: last.id };
    if (mails.length < SWEEP_BATCH) break;
  }
  result.next = oldestKept ? cursorAt(oldestKept) : cursor;
  return result;
}
