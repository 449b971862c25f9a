// The page and page-size parameters of HR's paged lists, as zod schemas (paging.ts has the limits).
import { wholeNumber } from "../input.js";
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from "./paging.js";

const PAGE_MESSAGE = "Page must be a whole number of 1 or more";
const LIMIT_MESSAGE = `Limit must be a whole number from 1 to ${MAX_PAGE_SIZE}`;

export const pageSchema = wholeNumber(PAGE_MESSAGE, 1, Number.MAX_SAFE_INTEGER)
  .refine((page) => page <= 1_000_000, "Page is too large")
  .default(1);

export const limitSchema = wholeNumber(LIMIT_MESSAGE, 1, MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE);
