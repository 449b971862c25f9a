// The times a candidate may still book (GET /api/me/interviews `slots`, tRPC me.interviews): slots
// of offers to their applications that are still in progress in the offer's round, in the future,
// not booked by anyone, of an offer they have not booked from yet (a canceled booking frees the offer
// again), and with every interviewer still free then, so the list does not show a time that would
// only answer 409. Soonest first.
import { z } from "zod";
import type { DbOrTx } from "../../../infra/db/sql.js";
import { selectRows, sql } from "../../../infra/db/sql.js";
import { HIRING_ROUNDS, ROUND_LABELS } from "../../../shared/hr/rounds.js";
import type { OfferedSlot } from "../../../shared/interview-slots.js";
import { GENERAL_APPLICATION_TITLE } from "../../../shared/application/general-application.js";

/** A bound on one answer: an offer has at most 20 times, and a candidate a handful of offers. */
export const OFFERED_SLOTS_SHOWN = 200;

const slotRowSchema = z.object({
  id: z.number().int(),
  offer_id: z.number().int(),
  application_id: z.number().int(),
  job_title: z.string().nullable(),
  round: z.enum(HIRING_ROUNDS),
  starts_at: z.date(),
  duration_minutes: z.number().int(),
  location: z.string().nullable(),
  meeting_url: z.string().nullable(),
});

export async function listOfferedSlots(db: DbOrTx, userId: number, now: Date = new Date()): Promise<OfferedSlot[]> {
  const rows = await selectRows(
    db,
    sql`
    SELECT s.id, s.offer_id, a.id AS application_id, COALESCE(a.job_title, j.job_title) AS job_title, o.round,
           s.starts_at, s.duration_minutes, o.location, o.meeting_url
    FROM applications a
    JOIN interview_slot_offer_applicants oa ON oa.application_id = a.id
    JOIN interview_slot_offers o ON o.id = oa.offer_id AND o.round = a.round
    JOIN interview_slots s ON s.offer_id = o.id
    LEFT JOIN jobs j ON j.id = a.job_id
    WHERE a.user_id = ${userId}::int AND a.source = 'job_application' AND a.round_status = 'in_progress'
      AND a.withdrawn_at IS NULL AND a.erased_at IS NULL
      AND s.interview_id IS NULL AND s.starts_at > ${now}::timestamptz
      AND NOT EXISTS (
        SELECT 1 FROM interview_slots booked JOIN interviews i ON i.id = booked.interview_id
        WHERE booked.offer_id = o.id AND i.application_id = a.id AND i.status = 'scheduled')
      AND NOT EXISTS (
        SELECT 1 FROM interview_participants p
        WHERE p.interviewer_id = ANY(o.interviewer_ids) AND NOT p.canceled
          AND p.during && tstzrange(s.starts_at, s.starts_at + make_interval(mins => s.duration_minutes), '[)'))
    ORDER BY s.starts_at, s.id
    LIMIT ${OFFERED_SLOTS_SHOWN}`,
    slotRowSchema,
  );
  return rows.map((row) => ({
    id: row.id,
    offerId: row.offer_id,
    applicationId: row.application_id,
    jobTitle: row.job_title ?? GENERAL_APPLICATION_TITLE,
    round: row.round,
    roundLabel: ROUND_LABELS[row.round],
    startsAt: row.starts_at.toISOString(),
    durationMinutes: row.duration_minutes,
    location: row.location,
    meetingUrl: row.meeting_url,
  }));
}
