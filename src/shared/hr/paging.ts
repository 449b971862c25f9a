// Page and page-size parameters shared by HR's paged lists, and the clamping rule (spec doc 2 §4, §9).
import { z } from "zod";

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

export const pageSchema = z.coerce
  .number({ message: "Page must be a whole number of 1 or more" })
  .int("Page must be a whole number of 1 or more")
  .min(1, "Page must be a whole number of 1 or more")
  .max(1_000_000, "Page is too large")
  .default(1);

export const limitSchema = z.coerce
  .number({ message: `Limit must be a whole number from 1 to ${MAX_PAGE_SIZE}` })
  .int(`Limit must be a whole number from 1 to ${MAX_PAGE_SIZE}`)
  .min(1, `Limit must be a whole number from 1 to ${MAX_PAGE_SIZE}`)
  .max(MAX_PAGE_SIZE, `Limit must be a whole number from 1 to ${MAX_PAGE_SIZE}`)
  .default(DEFAULT_PAGE_SIZE);

export function totalPagesFor(total: number, limit: number): number {
  return Math.ceil(total / limit);
}

/** A page between 1 and the last page (page 1 when there are none). */
export function clampPage(page: number, totalPages: number): number {
  return Math.min(Math.max(1, page), Math.max(1, totalPages));
}
