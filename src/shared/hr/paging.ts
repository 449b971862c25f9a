// Page and page-size parameters shared by HR's paged lists, and the clamping rule (spec doc 2 §4, §9).
// Zod-free, so HR routes' loaders read it in the first download; the schemas are in paging-schemas.ts.

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

export function totalPagesFor(total: number, limit: number): number {
  return Math.ceil(total / limit);
}

/** A page between 1 and the last page (page 1 when there are none). */
export function clampPage(page: number, totalPages: number): number {
  return Math.min(Math.max(1, page), Math.max(1, totalPages));
}
