// Formats dates as e.g. "19 March 2024" or "19 Mar 2024". By hand rather than with
// Intl.DateTimeFormat: the first Intl formatter a page creates loads the browser's locale data,
// ~70 ms of main thread on a fast desktop (several times that on a phone), and the footer formats a
// date on every page as the app starts.
const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** A calendar date (YYYY-MM-DD), the same in every time zone. */
export function formatLongDate(isoDate: string): string {
  const [year, month, day] = isoDate.split("-").map(Number);
  return `${day} ${MONTHS[(month ?? 1) - 1]} ${year}`;
}

/** "19 Mar 2024": a calendar date (YYYY-MM-DD) as it is, a moment (full ISO time) as the day it falls on here. */
export function formatShortDate(iso: string): string {
  const moment = /^\d{4}-\d{2}-\d{2}$/.test(iso) ? undefined : new Date(iso);
  const [year, month, day] = moment ? [moment.getFullYear(), moment.getMonth() + 1, moment.getDate()] : iso.split("-").map(Number);
  return `${day} ${MONTHS[(month ?? 1) - 1]?.slice(0, 3)} ${year}`;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function ago(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? "" : "s"} ago`;
}

/** "just now", "5 minutes ago", "3 hours ago", "2 days ago"; a week or more: the day (formatShortDate). */
export function formatRelativeTime(iso: string, now: number = Date.now()): string {
  const elapsed = Math.max(0, now - new Date(iso).getTime());
  if (elapsed < MINUTE) return "just now";
  if (elapsed < HOUR) return ago(Math.floor(elapsed / MINUTE), "minute");
  if (elapsed < DAY) return ago(Math.floor(elapsed / HOUR), "hour");
  if (elapsed < 7 * DAY) return ago(Math.floor(elapsed / DAY), "day");
  return formatShortDate(iso);
}
