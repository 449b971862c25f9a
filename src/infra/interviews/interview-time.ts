// An interview's time in words, for the mails and calendar files: in the company's time zone
// (Asia/Kolkata, named) and in UTC. Never in the server's own zone.
import { COMPANY } from "../../shared/company.js";
import { COMPANY_TIME_ZONE_NAME } from "../../shared/interview-terms.js";

const DAY = new Intl.DateTimeFormat("en-IN", {
  timeZone: COMPANY.timeZone,
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
});
const TIME = new Intl.DateTimeFormat("en-IN", { timeZone: COMPANY.timeZone, hour: "numeric", minute: "2-digit", hour12: true });

/** "Tuesday, 1 December 2026, 10:00 am – 10:45 am IST (Asia/Kolkata)". */
export function interviewTimeInCompanyZone(startsAt: Date, endsAt: Date): string {
  const endDay = DAY.format(endsAt);
  const startDay = DAY.format(startsAt);
  const end = endDay === startDay ? TIME.format(endsAt) : `${endDay}, ${TIME.format(endsAt)}`;
  return `${startDay}, ${TIME.format(startsAt)} – ${end} ${COMPANY_TIME_ZONE_NAME}`;
}

/** "2026-12-01 04:30–05:15 UTC". */
export function interviewTimeInUtc(startsAt: Date, endsAt: Date): string {
  const start = startsAt.toISOString();
  const end = endsAt.toISOString();
  const endText = start.slice(0, 10) === end.slice(0, 10) ? end.slice(11, 16) : `${end.slice(0, 10)} ${end.slice(11, 16)}`;
  return `${start.slice(0, 10)} ${start.slice(11, 16)}–${endText} UTC`;
}
