// A calendar day as the API writes it: `YYYY-MM-DD` of the UTC date Postgres's `date` columns read as.
export function toDateOnly(date: Date): string;
export function toDateOnly(date: Date | null): string | null;
export function toDateOnly(date: Date | null): string | null {
  return date ? date.toISOString().slice(0, 10) : null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The instant the calendar day `day` (YYYY-MM-DD) starts in UTC, or that of the day `plusDays` later. */
export function utcDayStart(day: string, plusDays = 0): Date {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + plusDays * DAY_MS);
}
