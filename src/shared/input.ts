// The input primitives every shared schema builds on: storable text, strict whole numbers and
// int4 ids, real calendar dates and http(s) links. Nothing is coerced from booleans, null or "".
import { z } from "zod";
import { hasOnlyStorableCharacters, notAllowedCharacters } from "./safe-characters.js";

/** Postgres int4, the type of every id column. */
export const INT32_MAX = 2_147_483_647;

/** A string that Postgres can store; the label names the field in the refusal. */
export function safeString(label: string, params?: { message: string }) {
  return z.string(params).refine(hasOnlyStorableCharacters, { message: notAllowedCharacters(label), abort: true });
}

const NUMERIC_TEXT = /^-?\d+(\.\d+)?$/;

/**
 * A number, or the decimal text of one (path params, query strings and form inputs arrive as
 * text). `true`, null, "" and anything else get `message`; bounds and integrality are the caller's.
 */
export function strictNumber(message: string) {
  return z
    .union([z.number(), z.string()], { message })
    .transform((value, ctx) => {
      if (typeof value === "number") return value;
      const text = value.trim();
      if (NUMERIC_TEXT.test(text)) return Number(text);
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    })
    .pipe(z.number({ message }));
}

/** A whole number from `min` to `max` with one message for every refusal. */
export function wholeNumber(message: string, min: number, max: number) {
  return strictNumber(message).pipe(z.number().int(message).min(min, message).max(max, message));
}

/** A row id: a whole number from 1 to the int4 maximum. */
export function idSchema(message: string) {
  return wholeNumber(message, 1, INT32_MAX);
}

export type YearRange = { minYear: number; maxYear: number };

/** YYYY-MM-DD naming a day that exists (no 2025-02-30) in a year of `range`. */
export function isCalendarDate(value: string, range: YearRange): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const year = Number(value.slice(0, 4));
  if (year < range.minYear || year > range.maxYear) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
}

/** A link typed without a scheme is opened as https:// (spec doc 2 §2). */
export function withScheme(link: string): string {
  const trimmed = link.trim();
  return /^[a-z][a-z\d+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

/** An absolute http: or https: URL: javascript:, data: and the like are refused. */
export function isHttpLink(value: string): boolean {
  if (!hasOnlyStorableCharacters(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}
