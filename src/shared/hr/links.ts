// Links typed by people: a link without a scheme is opened as https:// (spec doc 2 §2).
import { z } from "zod";

export function withScheme(link: string): string {
  const trimmed = link.trim();
  return /^[a-z][a-z\d+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

/** An optional http(s) link: blank → undefined, no scheme → https://. */
export const optionalLinkSchema = z
  .string()
  .trim()
  .max(2000, "The link is too long")
  .optional()
  .transform((value) => (value ? withScheme(value) : undefined))
  .pipe(z.url({ protocol: /^https?$/, message: "Please enter a valid link" }).optional());
