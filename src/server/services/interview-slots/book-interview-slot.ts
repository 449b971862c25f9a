// A candidate books an offered time (tRPC me.bookSlot, REST POST /api/me/interview-slots/{slotId}/book).
// Exactly once under concurrency, in one transaction:
//   1. the candidate's place in the offer (interview_slot_offer_applicants) is locked: their own two
//      clicks, on one time or two times of the offer, run one after the other;
//   2. the slot row is locked: of twenty candidates pressing one time, one goes on, the others wait
//      and then find it taken (409, "This time was just taken; pick another");
//   3. the interview is inserted by the interviews' own insertInterview (its rules, participants and
//      interview_scheduled audit row), whose participant rows the exclusion constraint refuses when an
//      interviewer became busy at that time meanwhile (409 too);
//   4. the guarded UPDATE … WHERE interview_id IS NULL marks the slot booked, and the
//      interview_slot_booked audit row (actor: the candidate) is written.
// After the commit the interview is announced like any other (invites with calendars, reminders).
// A second press of a time the candidate already holds answers 200 with the same interview, so a
// double click or a retry after a lost answer books once and reads as success. Another time of an
// offer they have booked from is a 409. Not a candidate of that offer: 404, whatever the slot.
import { z } from "zod";
import { recordAudit } from "../../../infra/audit/record-audit.js";
import { execute, isExclusionViolation, selectRow, sql, type Tx } from "../../../infra/db/sql.js";
import { AppError, isAppError } from "../../../infra/errors.js";
import { assertQueueReachable } from "../../../infra/mail/outbox.js";
import { HIRING_ROUNDS } from "../../../shared/hr/rounds.js";
import { SLOT_TEXTS, type BookSlotAnswer } from "../../../shared/interview-slots.js";
import type { AuthUser } from "../auth/tokens.js";
import { announceInterview, type InterviewDeps } from "../interviews/announce-interview.js";
import { insertInterview } from "../interviews/insert-interview.js";
import { assertCandidate } from "../me/candidate-only.js";

/** Concurrent bookings queue on the slot's lock and for a pooled connection: wait longer than Prisma's 2 s. */
const TRANSACTION_OPTIONS = { maxWait: 10_000, timeout: 15_000 };

const placeRowSchema = z.object({
  offer_id: z.number().int(),
  application_id: z.number().int(),
  round: z.enum(HIRING_ROUNDS),
  interviewer_ids: z.array(z.number().int()),
  location: z.string().nullable(),
  meeting_url: z.string().nullable(),
  created_by_id: z.number().int().nullable(),
});

const slotRowSchema = z.object({
  id: z.number().int(),
  starts_at: z.date(),
  duration_minutes: z.number().int(),
  interview_id: z.number().int().nullable(),
});

const interviewRowSchema = z.object({
  id: z.number().int(),
  application_id: z.number().int(),
  status: z.string(),
  starts_at: z.date(),
  duration_minutes: z.number().int(),
  location: z.string().nullable(),
  meeting_url: z.string().nullable(),
});
type InterviewRow = z.output<typeof interviewRowSchema>;

const taken = () => new AppError("CONFLICT", SLOT_TEXTS.slotTaken);

/** The candidate's application in the slot's offer, its row locked; none: 404. */
async function lockPlace(tx: Tx, userId: number, slotId: number) {
  const place = await selectRow(
    tx,
    sql`
    SELECT o.id AS offer_id, oa.application_id, o.round, o.interviewer_ids, o.location, o.meeting_url, o.created_by_id
    FROM interview_slots s
    JOIN interview_slot_offers o ON o.id = s.offer_id
    JOIN interview_slot_offer_applicants oa ON oa.offer_id = o.id
    JOIN applications a ON a.id = oa.application_id
    WHERE s.id = ${slotId}::int AND a.user_id = ${userId}::int
    ORDER BY oa.application_id
    LIMIT 1
    FOR UPDATE OF oa`,
    placeRowSchema,
  );
  if (!place) throw new AppError("NOT_FOUND", SLOT_TEXTS.slotNotFound);
  return place;
}

async function readInterview(tx: Tx, interviewId: number): Promise<InterviewRow | undefined> {
  return selectRow(
    tx,
    sql`SELECT id, application_id, status::text AS status, starts_at, duration_minutes, location, meeting_url
      FROM interviews WHERE id = ${interviewId}::int`,
    interviewRowSchema,
  );
}

/** A scheduled interview of this application from another slot of the offer. */
async function bookedFromOffer(tx: Tx, offerId: number, applicationId: number): Promise<boolean> {
  const row = await selectRow(
    tx,
    sql`SELECT 1 AS booked FROM interview_slots s JOIN interviews i ON i.id = s.interview_id
      WHERE s.offer_id = ${offerId}::int AND i.application_id = ${applicationId}::int AND i.status = 'scheduled' LIMIT 1`,
    z.object({ booked: z.number() }),
  );
  return row !== undefined;
}

async function assertOfferOpen(tx: Tx, applicationId: number, round: string): Promise<void> {
  const application = await tx.application.findUnique({
    where: { id: applicationId },
    select: { round: true, roundStatus: true, withdrawnAt: true, erasedAt: true },
  });
  if (
    !application ||
    application.round !== round ||
    application.roundStatus !== "in_progress" ||
    application.withdrawnAt ||
    application.erasedAt
  ) {
    throw new AppError("CONFLICT", SLOT_TEXTS.offerClosed);
  }
}

type Booking = { interview: InterviewRow; fresh: boolean };

async function book(tx: Tx, user: AuthUser, slotId: number, now: Date): Promise<Booking> {
  const place = await lockPlace(tx, user.id, slotId);
  const slot = (await selectRow(
    tx,
    sql`SELECT id, starts_at, duration_minutes, interview_id FROM interview_slots WHERE id = ${slotId}::int FOR UPDATE`,
    slotRowSchema,
  ))!;
  if (slot.interview_id !== null) {
    const held = await readInterview(tx, slot.interview_id);
    if (held && held.application_id === place.application_id && held.status === "scheduled") return { interview: held, fresh: false };
    throw taken();
  }
  if (slot.starts_at.getTime() <= now.getTime()) throw new AppError("CONFLICT", SLOT_TEXTS.slotPassed);
  await assertOfferOpen(tx, place.application_id, place.round);
  if (await bookedFromOffer(tx, place.offer_id, place.application_id)) throw new AppError("CONFLICT", SLOT_TEXTS.alreadyBooked);

  let interviewId: number;
  try {
    ({ id: interviewId } = await insertInterview(
      tx,
      {
        applicationId: place.application_id,
        startsAt: slot.starts_at,
        durationMinutes: slot.duration_minutes,
        interviewerIds: place.interviewer_ids,
        location: place.location,
        meetingUrl: place.meeting_url,
        actorId: place.created_by_id,
        slotId,
      },
      now,
    ));
  } catch (error) {
    // An interviewer deactivated since the offer, or the like: the time is simply no longer there.
    if (isAppError(error) && error.code === "BAD_REQUEST") throw new AppError("CONFLICT", SLOT_TEXTS.slotUnavailable);
    throw error;
  }
  const marked = await execute(
    tx,
    sql`UPDATE interview_slots SET interview_id = ${interviewId}::int WHERE id = ${slotId}::int AND interview_id IS NULL`,
  );
  if (marked !== 1) throw taken();
  await recordAudit(tx, {
    actorId: user.id,
    action: "interview_slot_booked",
    targetType: "interview",
    targetId: interviewId,
    applicationId: place.application_id,
    after: { offer: place.offer_id, slot: slotId, round: place.round },
  });
  return { interview: (await readInterview(tx, interviewId))!, fresh: true };
}

export async function bookInterviewSlot(
  deps: InterviewDeps,
  user: AuthUser,
  slotId: number,
  now: Date = new Date(),
): Promise<BookSlotAnswer> {
  assertCandidate(user, SLOT_TEXTS.candidatesOnly);
  await assertQueueReachable(deps.mailQueue);
  let booking: Booking;
  try {
    booking = await deps.db.$transaction((tx) => book(tx, user, slotId, now), TRANSACTION_OPTIONS);
  } catch (error) {
    // An interviewer became busy at that time (another booking, or HR scheduling them): the database's refusal.
    if (isExclusionViolation(error)) throw taken();
    throw error;
  }
  if (booking.fresh) await announceInterview(deps, booking.interview.id, { kind: "scheduled" });
  const { interview } = booking;
  return {
    interview: {
      id: interview.id,
      applicationId: interview.application_id,
      startsAt: interview.starts_at.toISOString(),
      durationMinutes: interview.duration_minutes,
      location: interview.location,
      meetingUrl: interview.meeting_url,
    },
    message: SLOT_TEXTS.booked,
  };
}
