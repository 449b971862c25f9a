// An offered time in words, in the company's time zone (the offer mail): "Monday, 7 December 2026,
// 10:00 am – 10:45 am IST". The candidate's page shows the same instants in their own zone.
import { COMPANY } from "../../../shared/company.js";

const DAY = new Intl.DateTimeFormat("en-IN", {
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: COMPANY.timeZone,
});
const TIME = new Intl.DateTimeFormat("en-IN", { hour: "numeric", minute: "2-digit", hour12: true, timeZone: COMPANY.timeZone });

export function describeSlotTime(startsAt: Date, durationMinutes: number): string {
  const endsAt = new Date(startsAt.getTime() + durationMinutes * 60_000);
  return `${DAY.format(startsAt)}, ${TIME.format(startsAt)} – ${TIME.format(endsAt)} ${COMPANY.timeZoneAbbreviation}`;
}
