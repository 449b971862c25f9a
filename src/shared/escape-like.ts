// Prisma's `contains` / insensitive `equals` become ILIKE without escaping: `%` and `_` typed by
// people must be escaped to be matched literally.
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, "\\$&");
}
