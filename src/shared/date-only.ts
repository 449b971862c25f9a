// A calendar day as the API writes it: `YYYY-MM-DD` of the UTC date Postgres's `date` columns read as.
export function toDateOnly(date: Date): string;
export function toDateOnly(date: Date | null): string | null;
export function toDateOnly(date: Date | null): string | null {
  return date ? date.toISOString().slice(0, 10) : null;
}
