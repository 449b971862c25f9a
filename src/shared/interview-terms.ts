// Interviews' vocabulary, limits and texts (zod-free, so HR and candidate pages read them without
// zod): the schemas are in interviews.ts.
import { COMPANY } from "./company.js";

export const INTERVIEW_LIMITS = {
  /** What HR may choose; the database allows 5–480 (a slot offer may be shorter or longer later). */
  minDuration: 15,
  maxDuration: 240,
  minInterviewers: 1,
  maxInterviewers: 5,
  location: 200,
  meetingUrl: 500,
  /** How far ahead an interview may be set: a year. */
  maxDaysAhead: 366,
  /** The longest range one list read covers (HR's calendar asks for a week). */
  maxRangeDays: 62,
} as const;

export const INTERVIEW_DURATIONS = [15, 30, 45, 60, 90, 120] as const;

export const INTERVIEW_STATUSES = ["scheduled", "canceled"] as const;

/** The reminders before an interview, each a delayed job (`interview-<id>-<lead>`). */
export const REMINDER_LEADS = { "24h": 24 * 60 * 60 * 1000, "1h": 60 * 60 * 1000 } as const;
export type ReminderLead = keyof typeof REMINDER_LEADS;

export const INTERVIEW_TEXTS = {
  invalidId: "Invalid interview ID",
  invalidApplicationId: "Invalid application ID",
  startsAtRequired: "Start must be a date and time such as 2026-12-01T10:00:00+05:30",
  startsAtPast: "The interview must start in the future.",
  startsAtTooFar: `The interview must start within ${INTERVIEW_LIMITS.maxDaysAhead} days.`,
  duration: `Duration must be a whole number of minutes from ${INTERVIEW_LIMITS.minDuration} to ${INTERVIEW_LIMITS.maxDuration}.`,
  interviewersRequired: `Choose ${INTERVIEW_LIMITS.minInterviewers} to ${INTERVIEW_LIMITS.maxInterviewers} interviewers.`,
  interviewerId: "Invalid interviewer ID",
  duplicateInterviewers: "Each interviewer may be chosen once.",
  locationTooLong: `Location must be at most ${INTERVIEW_LIMITS.location} characters.`,
  meetingUrl: "Meeting link must be an http(s) link such as https://meet.example.com/abc",
  meetingUrlTooLong: `Meeting link must be at most ${INTERVIEW_LIMITS.meetingUrl} characters.`,
  placeRequired: "Give a location or a meeting link (or both).",
  nothingToChange: "Give at least one of starts_at, duration_minutes, interviewer_ids, location or meeting_url.",
  notFound: "Interview not found",
  notSchedulable: "Only an applicant in progress (not withdrawn, decided or erased) can be interviewed.",
  unknownInterviewers: "Each interviewer must be an HR user or an active interviewer.",
  interviewerBusy: (names: string) => `${names} already ${names.includes(" and ") ? "have" : "has"} an interview at that time.`,
  busy: "An interviewer already has an interview at that time.",
  alreadyCanceled: "This interview has been canceled.",
  alreadyPast: "This interview has already taken place.",
  rangeInvalid: "From must be before To.",
  rangeTooLong: `Ask for at most ${INTERVIEW_LIMITS.maxRangeDays} days at a time.`,
  invalidInstant: "Give an instant such as 2026-12-01T00:00:00Z",
  scheduled: "Interview scheduled; the invitations are being mailed.",
  rescheduled: "Interview rescheduled; the updated invitations are being mailed.",
  canceled: "Interview canceled; everyone is being told.",
  fetchFailed: "Failed to load the interviews.",
  noInterviews: "No interviews in this week.",
  noUpcoming: "No upcoming interviews.",
  candidatesOnly: "Only candidates have interviews to attend.",
} as const;

/** How the company's time zone is named beside a time: "IST (Asia/Kolkata)". */
export const COMPANY_TIME_ZONE_NAME = `${COMPANY.timeZoneAbbreviation} (${COMPANY.timeZone})`;

/** The end of an interview. */
export function interviewEnd(startsAt: Date, durationMinutes: number): Date {
  return new Date(startsAt.getTime() + durationMinutes * 60_000);
}

/** The file name of an interview's calendar file. */
export function interviewIcsName(id: number): string {
  return `interview-${id}.ics`;
}

/** Monday 00:00 of the week holding `day`, in the viewer's time zone (the calendar's week). */
export function weekStart(day: Date): Date {
  const start = new Date(day.getFullYear(), day.getMonth(), day.getDate());
  const offset = (start.getDay() + 6) % 7;
  start.setDate(start.getDate() - offset);
  return start;
}

/** The day `days` after `day`, same wall time (days, not 24 h: a DST change keeps midnight). */
export function addDays(day: Date, days: number): Date {
  const next = new Date(day);
  next.setDate(next.getDate() + days);
  return next;
}
