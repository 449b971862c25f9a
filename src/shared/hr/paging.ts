// Page and page-size parameters shared by HR's paged lists, and the clamping rule (spec doc 2 §4, §9).
import { wholeNumber } from "../input.js";

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

const PAGE_MESSAGE = "Page must be a whole number of 1 or more";
const LIMIT_MESSAGE = `Limit must be a whole number from 1 to ${MAX_PAGE_SIZE}`;

export const pageSchema = wholeNumber(PAGE_MESSAGE, 1, Number.MAX_SAFE_INTEGER)
  .refine((page) => page <= 1_000_000, "Page is too large")
  .default(1);

export const limitSchema = wholeNumber(LIMIT_MESSAGE, 1, MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE);

export function totalPagesFor(total: number, limit: number): number {
  return Math.ceil(total / limit);
}

/** A page between 1 and the last page (page 1 when there are none). */
export function clampPage(page: number, totalPages: number): number {
  return Math.min(Math.max(1, page), Math.max(1, totalPages));
}
