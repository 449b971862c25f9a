// Self-booking (issue #30 item 4): the times HR offers instead of a fixed one (to one applicant, or
// the same times to several of a round), what a candidate sees of them and the booking's answer; one
// schema per input for both doors (tRPC hr.interviews.offerSlots / me.bookSlot, REST
// POST /application/api/applicants/{id}/interview-slots and /api/me/interview-slots/{slotId}/book),
// camelCase; the REST door's snake_case body and answers are derived in server/rest/interview-bodies.ts.
import { z } from "zod";
import { idSchema } from "./input.js";
import { TRACKING_APPLICATION_PATH } from "./me/applications.js";
import {
  durationSchema,
  interviewerIdsSchema,
  locationSchema,
  meetingUrlSchema,
  myOfferedSlotSchema,
  PLACE_REQUIRED,
  placeGiven,
  startsAtSchema,
} from "./interviews.js";
import { INTERVIEW_LIMITS, INTERVIEW_TEXTS } from "./interview-terms.js";

/** Durations, interviewers, place and link follow the interview's own rules (interview-terms.ts). */
export const SLOT_LIMITS = {
  minSlots: 1,
  maxSlots: 20,
  minMinutes: INTERVIEW_LIMITS.minDuration,
  maxMinutes: INTERVIEW_LIMITS.maxDuration,
  /** Applicants one offer goes to (the step page's bulk selection). */
  maxApplicants: 50,
} as const;

export const SLOT_TEXTS = {
  tooFewSlots: "Offer at least one time.",
  tooManySlots: `Offer at most ${SLOT_LIMITS.maxSlots} times at once.`,
  slotInPast: "Each offered time must be in the future.",
  slotsOverlap: "Two of the offered times overlap: each must end before the next one starts.",
  invalidApplication: "Invalid application ID",
  noApplicants: "Choose at least one applicant.",
  tooManyApplicants: `Offer times to at most ${SLOT_LIMITS.maxApplicants} applicants at once.`,
  duplicateApplicant: "Each applicant can be chosen once.",
  placeRequired: INTERVIEW_TEXTS.placeRequired,
  notSameRound: "The applicants must all be in the same round.",
  applicantNotInProgress: "Times can be offered only to applicants in progress.",
  offered: (applicants: number, slots: number) =>
    `Offered ${slots} time${slots === 1 ? "" : "s"} to ${applicants} applicant${applicants === 1 ? "" : "s"}; each has been e-mailed.`,
  invalidSlotId: "Invalid slot ID",
  slotNotFound: "This time is not offered to you.",
  slotTaken: "This time was just taken; pick another.",
  slotPassed: "This time has already passed; pick another.",
  slotUnavailable: "This time is no longer available; pick another.",
  offerClosed: "This offer is no longer open: your application has moved on.",
  alreadyBooked: "You have already booked a time for this interview.",
  booked: "Your interview is booked. We have e-mailed you the invitation.",
  candidatesOnly: "Only candidates book interview times.",
} as const;

const uniqueIds = (message: string) => (ids: number[]) => new Set(ids).size === ids.length || message;

/** 1–20 offered times, each as `slot` parses it (the contract's camelCase time, or the REST body's snake_case one). */
export function slotsSchema<S extends z.ZodType>(slot: S) {
  return z
    .array(slot, { message: SLOT_TEXTS.tooFewSlots })
    .min(SLOT_LIMITS.minSlots, SLOT_TEXTS.tooFewSlots)
    .max(SLOT_LIMITS.maxSlots, SLOT_TEXTS.tooManySlots);
}

/** The future-and-no-overlap rules need the caller's clock, so the service checks them (offer-interview-slots.ts). */
export const offeredTimeSchema = z.object({ startsAt: startsAtSchema, durationMinutes: durationSchema });

/** What an offer gives, to one applicant or several: REST's body (for the applicant of the path) in camelCase. */
export const slotOfferFieldsSchema = z.object({
  slots: slotsSchema(offeredTimeSchema),
  interviewerIds: interviewerIdsSchema,
  location: locationSchema.nullish(),
  meetingUrl: meetingUrlSchema.nullish(),
});

/** tRPC hr.interviews.offerSlots: the same times to one or several applicants of one round. */
export const offerSlotsInput = z
  .object({
    applicationIds: z
      .array(idSchema(SLOT_TEXTS.invalidApplication), { message: SLOT_TEXTS.noApplicants })
      .min(1, SLOT_TEXTS.noApplicants)
      .max(SLOT_LIMITS.maxApplicants, SLOT_TEXTS.tooManyApplicants)
      .refine(uniqueIds(SLOT_TEXTS.duplicateApplicant)),
    ...slotOfferFieldsSchema.shape,
  })
  .refine((offer) => placeGiven(offer.location, offer.meetingUrl), PLACE_REQUIRED);
export type OfferSlots = z.output<typeof offerSlotsInput>;

export const slotOfferAnswer = z.object({
  offerId: z.number().int(),
  /** The offered slots' ids, in time order. */
  slotIds: z.array(z.number().int()),
  applicationIds: z.array(z.number().int()),
  message: z.string(),
});
export type SlotOfferAnswer = z.output<typeof slotOfferAnswer>;

export const slotIdSchema = idSchema(SLOT_TEXTS.invalidSlotId);
export const bookSlotInput = z.object({ slotId: slotIdSchema });

/** An offered time still open to the candidate (tRPC me.interviews `slots`). Instants are ISO strings. */
export const offeredSlotSchema = myOfferedSlotSchema;
export type OfferedSlot = z.output<typeof offeredSlotSchema>;

export const bookSlotAnswer = z.object({
  interview: z.object({
    id: z.number().int(),
    applicationId: z.number().int(),
    startsAt: z.string(),
    durationMinutes: z.number().int(),
    location: z.string().nullable(),
    meetingUrl: z.string().nullable(),
  }),
  message: z.string(),
});
export type BookSlotAnswer = z.output<typeof bookSlotAnswer>;

/** Tracking Application's link from the offer mail: /applications?book=<offerId>. */
export function bookingPath(offerId: number): string {
  return `${TRACKING_APPLICATION_PATH}?book=${offerId}`;
}
