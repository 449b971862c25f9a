// Interview times as the viewer reads and types them: in their own time zone, named ("Tue, 1 Dec
// 2026, 10:00 – 10:45 IST"), and the date and time inputs' values to and from instants. Used by
// HR's scheduling dialog and calendar, the interviewer's list and the candidate's Tracking
// Application, all signed-in pages rendered in the browser (so the zone is the viewer's).
const DAY = new Intl.DateTimeFormat(undefined, { weekday: "short", day: "numeric", month: "short", year: "numeric" });
const TIME = new Intl.DateTimeFormat(undefined, { hour: "numeric", minute: "2-digit" });
const ZONE = new Intl.DateTimeFormat(undefined, { timeZoneName: "short" });
const WEEKDAY = new Intl.DateTimeFormat(undefined, { weekday: "long", day: "numeric", month: "long" });

export function zoneName(at: Date = new Date()): string {
  return ZONE.formatToParts(at).find((part) => part.type === "timeZoneName")?.value ?? "";
}

/** "Asia/Kolkata (IST)": the zone the viewer's times are in. */
export function viewerZone(at: Date = new Date()): string {
  const id = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const short = zoneName(at);
  return short && short !== id ? `${id} (${short})` : id;
}

/** "Tue, 1 Dec 2026, 10:00 – 10:45 IST". */
export function formatInterviewTime(startsAt: string, endsAt: string): string {
  const start = new Date(startsAt);
  const end = new Date(endsAt);
  const endText = DAY.format(end) === DAY.format(start) ? TIME.format(end) : `${DAY.format(end)}, ${TIME.format(end)}`;
  return `${DAY.format(start)}, ${TIME.format(start)} – ${endText} ${zoneName(start)}`.trim();
}

/** "10:00 – 10:45" (a calendar day's row). */
export function formatTimeRange(startsAt: string, endsAt: string): string {
  return `${TIME.format(new Date(startsAt))} – ${TIME.format(new Date(endsAt))}`;
}

/** "Tuesday 1 December" (a calendar day's heading). */
export function formatWeekday(day: Date): string {
  return WEEKDAY.format(day);
}

const pad = (value: number) => String(value).padStart(2, "0");

/** The value of an <input type="date"> for this instant, in the viewer's zone. */
export function localDateValue(at: Date): string {
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

/** The value of an <input type="time">, in the viewer's zone. */
export function localTimeValue(at: Date): string {
  return `${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/** The instant of a date and a time typed in the viewer's zone; null when either is missing or invalid. */
export function instantFromLocal(date: string, time: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(time)) return null;
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const [hours, minutes] = time.split(":").map(Number) as [number, number];
  const at = new Date(year, month - 1, day, hours, minutes);
  return Number.isNaN(at.getTime()) ? null : at;
}
