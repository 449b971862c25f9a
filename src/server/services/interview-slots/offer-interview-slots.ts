// HR offers interview times instead of a fixed one (tRPC hr.interviews.offerSlots, REST
// POST /application/api/applicants/{id}/interview-slots): the same 1–20 future, non-overlapping
// times to one applicant or to several of one round, with the interviewers of every time and the
// place or link. One transaction writes the offer, its slots, its applicants and an
// interview_slots_offered audit row per applicant (ids and counts only); then each applicant is
// mailed the times in the company's zone and the Tracking Application link where they book.
//
// Nothing is reserved for the interviewers until a candidate books (book-interview-slot.ts): an
// interviewer busy at an offered time by then makes that booking a 409, and the candidate's list
// leaves such times out (list-offered-slots.ts). The mail queue is checked before anything is
// written; once the offer is stored it stands (audit rows are never undone): a mail that still fails
// to queue is logged, and the candidate finds the times on Tracking Application all the same.
import { recordAuditMany } from "../../../infra/audit/record-audit.js";
import { AppError } from "../../../infra/errors.js";
import { assertQueueReachable } from "../../../infra/mail/outbox.js";
import { HR_MESSAGES } from "../../../shared/hr/messages.js";
import { ROUND_LABELS } from "../../../shared/hr/rounds.js";
import { bookingPath, SLOT_TEXTS, type OfferSlots, type SlotOfferAnswer } from "../../../shared/interview-slots.js";
import { MY_APPLICATION_MESSAGES } from "../../../shared/me/applications.js";
import type { Deps } from "../../deps.js";
import { enqueueMail } from "../../mail/enqueue-mail.js";
import { currentRequestId } from "../../observability/request-context.js";
import { applicationRecipient, RECIPIENT_SELECT } from "../applications/application-recipient.js";
import { DECISION_MAIL_SELECT } from "../applicants/decision-mail.js";
import { jobTitleOf } from "../me/my-application-mapper.js";
import { assertActiveInterviewers } from "../team/assert-active-interviewers.js";
import { describeSlotTime } from "./slot-times.js";

type OfferDeps = Pick<Deps, "db" | "mailQueue" | "env" | "metrics">;
type Slot = OfferSlots["slots"][number];

const APPLICANT_SELECT = {
  id: true,
  fullName: true,
  source: true,
  round: true,
  roundStatus: true,
  withdrawnAt: true,
  erasedAt: true,
  ...RECIPIENT_SELECT,
  ...DECISION_MAIL_SELECT,
} as const;

const endOf = (slot: Slot) => slot.startsAt.getTime() + slot.durationMinutes * 60_000;

/** In time order, each in the future and ending before the next starts (back to back is fine). */
export function checkSlotTimes(slots: readonly Slot[], now: Date): Slot[] {
  const sorted = [...slots].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  if (sorted.some((slot) => slot.startsAt.getTime() <= now.getTime())) {
    throw new AppError("BAD_REQUEST", SLOT_TEXTS.slotInPast, { field: "slots" });
  }
  for (let index = 1; index < sorted.length; index += 1) {
    if (sorted[index]!.startsAt.getTime() < endOf(sorted[index - 1]!)) {
      throw new AppError("BAD_REQUEST", SLOT_TEXTS.slotsOverlap, { field: "slots" });
    }
  }
  return sorted;
}

type Applicant = Awaited<ReturnType<typeof readApplicants>>[number];

async function readApplicants(deps: OfferDeps, ids: readonly number[]) {
  const rows = await deps.db.application.findMany({ where: { id: { in: [...ids] } }, select: APPLICANT_SELECT });
  if (rows.length !== ids.length || rows.some((row) => row.source !== "job_application" || row.erasedAt !== null)) {
    throw new AppError("NOT_FOUND", HR_MESSAGES.applicantNotFound, { reason: "APPLICANT_NOT_FOUND" });
  }
  if (rows.some((row) => row.withdrawnAt !== null)) {
    throw new AppError("CONFLICT", MY_APPLICATION_MESSAGES.withdrawnForHr, { reason: "APPLICATION_WITHDRAWN" });
  }
  if (rows.some((row) => row.roundStatus !== "in_progress")) {
    throw new AppError("CONFLICT", SLOT_TEXTS.applicantNotInProgress, { reason: "APPLICANT_NOT_IN_PROGRESS" });
  }
  if (new Set(rows.map((row) => row.round)).size !== 1)
    throw new AppError("BAD_REQUEST", SLOT_TEXTS.notSameRound, { field: "applicationIds" });
  // In the order HR listed them.
  return ids.map((id) => rows.find((row) => row.id === id)!);
}

async function store(deps: OfferDeps, input: OfferSlots, slots: Slot[], applicants: Applicant[], hrUserId: number) {
  const round = applicants[0]!.round;
  return deps.db.$transaction(async (tx) => {
    // Guarded on the state just read: an applicant moved meanwhile makes the whole offer a conflict.
    const still = await tx.application.count({
      where: { id: { in: applicants.map((a) => a.id) }, round, roundStatus: "in_progress", withdrawnAt: null },
    });
    if (still !== applicants.length)
      throw new AppError("CONFLICT", SLOT_TEXTS.applicantNotInProgress, { reason: "APPLICANT_NOT_IN_PROGRESS" });
    const offer = await tx.interviewSlotOffer.create({
      data: {
        round,
        interviewerIds: input.interviewerIds,
        location: input.location ?? null,
        meetingUrl: input.meetingUrl ?? null,
        createdById: hrUserId,
        slots: { create: slots.map((slot) => ({ startsAt: slot.startsAt, durationMinutes: slot.durationMinutes })) },
        applicants: { create: applicants.map((applicant) => ({ applicationId: applicant.id })) },
      },
      select: { id: true, slots: { select: { id: true }, orderBy: [{ startsAt: "asc" }, { id: "asc" }] } },
    });
    await recordAuditMany(
      tx,
      applicants.map((applicant) => ({
        actorId: hrUserId,
        action: "interview_slots_offered" as const,
        targetType: "application" as const,
        targetId: applicant.id,
        applicationId: applicant.id,
        after: { round, offer: offer.id, slots: slots.length, interviewers: input.interviewerIds.length },
      })),
    );
    return { offerId: offer.id, slotIds: offer.slots.map((slot) => slot.id) };
  });
}

async function mailApplicant(deps: OfferDeps, offerId: number, input: OfferSlots, slots: Slot[], applicant: Applicant): Promise<void> {
  try {
    await enqueueMail(deps, {
      kind: "interview_slots_offered",
      to: applicationRecipient(applicant),
      applicationId: applicant.id,
      data: {
        name: applicant.fullName,
        jobTitle: jobTitleOf(applicant),
        round: ROUND_LABELS[applicant.round],
        times: slots.map((slot) => describeSlotTime(slot.startsAt, slot.durationMinutes)).join("\n"),
        ...(input.location ? { location: input.location } : {}),
        ...(input.meetingUrl ? { meetingUrl: input.meetingUrl } : {}),
        bookUrl: new URL(bookingPath(offerId), deps.env.PUBLIC_ORIGIN).toString(),
      },
      idempotencyKey: `interview-slots-${offerId}-${applicant.id}`,
    });
  } catch (error) {
    console.error(
      JSON.stringify({
        level: "error",
        reqId: currentRequestId(),
        msg: "interview_slots_offered mail not queued",
        offerId,
        applicationId: applicant.id,
        err: String(error),
      }),
    );
  }
}

export async function offerInterviewSlots(
  deps: OfferDeps,
  input: OfferSlots,
  hrUserId: number,
  now: Date = new Date(),
): Promise<SlotOfferAnswer> {
  const slots = checkSlotTimes(input.slots, now);
  const applicants = await readApplicants(deps, input.applicationIds);
  await assertActiveInterviewers(deps.db, input.interviewerIds);
  await assertQueueReachable(deps.mailQueue);
  const { offerId, slotIds } = await store(deps, input, slots, applicants, hrUserId);
  for (const applicant of applicants) await mailApplicant(deps, offerId, input, slots, applicant);
  return {
    offerId,
    slotIds,
    applicationIds: applicants.map((applicant) => applicant.id),
    message: SLOT_TEXTS.offered(applicants.length, slots.length),
  };
}
