// Every kind of e-mail the product sends, with the zod schema of its payload. The web server
// enqueues these; the worker renders and sends them.
import { z } from "zod";
import { DATA_REQUEST_TYPES } from "./data-request-terms.js";

/** How long a sign-up or password-reset code is valid; the mails say so. */
export const MAIL_CODE_VALID_MINUTES = 10;

/** What a candidate rejected from the enquiry list is told when HR leaves the reason blank. */
export const DEFAULT_REJECTION_REASON = "We regret to inform you that we are unable to move forward with your application at this time.";

const code = z.string().regex(/^\d{6}$/);
const optionalLink = z.url({ protocol: /^https?$/ }).optional();

/**
 * What every HR decision mail carries besides its own fields: the job it is about and the candidate's
 * Tracking Application page. Optional only so mails queued before they existed still render.
 */
const decisionContext = { jobTitle: z.string().min(1).optional(), trackingUrl: optionalLink };

/**
 * What every interview mail says: to whom (the candidate or an interviewer: the wording), the job and
 * round, the time in the company's zone and in UTC, the place, who interviews.
 */
const interviewMailFields = {
  audience: z.enum(["candidate", "interviewer"]),
  name: z.string(),
  candidateName: z.string(),
  jobTitle: z.string().min(1),
  round: z.string().min(1),
  /** "Tuesday, 1 December 2026, 10:00 am – 10:45 am IST (Asia/Kolkata)". */
  when: z.string().min(1),
  /** "2026-12-01 04:30–05:15 UTC". */
  whenUtc: z.string().min(1),
  location: z.string().min(1).optional(),
  meetingUrl: optionalLink,
  interviewers: z.string().min(1),
  trackingUrl: optionalLink,
};

export const mailPayloadSchemas = {
  signup_code: z.object({ code }),
  reset_code: z.object({ code, audience: z.enum(["candidate", "employer"]) }),
  candidate_rejected: z.object({
    name: z.string(),
    reason: z
      .string()
      .trim()
      .optional()
      .transform((reason) => reason || DEFAULT_REJECTION_REASON),
  }),
  applicant_accepted: z.object({ name: z.string(), round: z.string(), link: optionalLink, ...decisionContext }),
  applicant_rejected: z.object({ name: z.string(), step: z.string(), ...decisionContext }),
  hr_message: z.object({ message: z.string().min(1), link: optionalLink, status: z.enum(["accept", "reject"]), ...decisionContext }),
  application_received: z.object({ name: z.string(), jobTitle: z.string() }),
  application_withdrawn: z.object({ name: z.string(), jobTitle: z.string() }),
  account_erased: z.object({ name: z.string() }),
  /** HR deleted the job of an open application (services/jobs/delete-job.ts). */
  position_closed: z.object({ name: z.string(), jobTitle: z.string() }),
  applicant_selected: z.object({ name: z.string(), message: z.string().min(1).optional(), link: optionalLink, ...decisionContext }),
  /** A candidate filed a data request (services/data-requests/file-data-request.ts): its reference ("#42") and due date, in words. */
  data_request_received: z.object({
    name: z.string(),
    reference: z.string().min(1),
    type: z.enum(DATA_REQUEST_TYPES),
    dueDate: z.string().min(1),
  }),
  /** HR answered it: the candidate's message (its start, for recognition) and HR's reply. */
  data_request_answered: z.object({
    name: z.string(),
    reference: z.string().min(1),
    type: z.enum(DATA_REQUEST_TYPES),
    message: z.string(),
    reply: z.string().min(1),
  }),
  /**
   * An interview invite (new or changed) to its candidate or one interviewer, with the iCalendar text
   * (METHOD:REQUEST) the worker sends as a text/calendar part and an .ics attachment (src/worker/mail-calendar.ts).
   */
  interview_invite: z.object({ ...interviewMailFields, change: z.enum(["scheduled", "rescheduled"]), ics: z.string().min(1) }),
  /** The interview was canceled: the same people, METHOD:CANCEL. */
  interview_canceled: z.object({ ...interviewMailFields, ics: z.string().min(1) }),
  /** 24 h or 1 h before (a delayed job of the interview-reminders queue), no calendar. */
  interview_reminder: z.object({ ...interviewMailFields, lead: z.enum(["24h", "1h"]) }),
  /**
   * HR offered times to pick from (services/interview-slots/offer-interview-slots.ts): each time in the
   * company's zone, the place, and the Tracking Application link where the candidate books one.
   */
  interview_slots_offered: z.object({
    name: z.string(),
    jobTitle: z.string().min(1),
    round: z.string().min(1),
    /** One time a line ("Monday, 7 December 2026, 10:00 am – 10:45 am IST"): one text field, so the template renders once per variant. */
    times: z.string().min(1),
    location: z.string().min(1).optional(),
    meetingUrl: optionalLink,
    bookUrl: z.url({ protocol: /^https?$/ }),
  }),
  /**
   * HR invited a colleague to the hiring team (services/team/invite-interviewer.ts): who invited them,
   * the one-time code (valid INVITE_CODE_TTL_HOURS) that sets their password on the employer reset
   * form, and the links to that form and to the employer login.
   */
  interviewer_invited: z.object({
    name: z.string(),
    invitedBy: z.string(),
    code,
    validHours: z.number().int().positive(),
    resetUrl: z.url({ protocol: /^https?$/ }),
    loginUrl: z.url({ protocol: /^https?$/ }),
  }),
  contact_message: z.object({
    name: z.string(),
    email: z.string(),
    phoneNumber: z.string().optional(),
    subject: z.string(),
    message: z.string(),
  }),
} as const;

export type MailKind = keyof typeof mailPayloadSchemas;
export const MAIL_KINDS = Object.keys(mailPayloadSchemas) as [MailKind, ...MailKind[]];
/** The payload a template receives (defaults applied). */
export type MailPayload<K extends MailKind> = z.output<(typeof mailPayloadSchemas)[K]>;
/** The payload a caller hands to enqueueMail (a blank rejection reason may be left out). */
export type MailData<K extends MailKind> = z.input<(typeof mailPayloadSchemas)[K]>;

export const MAIL_SERVICE_UNAVAILABLE = "Mail service is unavailable. Please try again in a moment.";
