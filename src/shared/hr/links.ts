// Links typed by people: a link without a scheme is opened as https:// (spec doc 2 §2).
import { z } from "zod";
import { safeString, withScheme } from "../input.js";

/** An optional http(s) link: blank → undefined, no scheme → https://. */
export const optionalLinkSchema = safeString("The link")
  .trim()
  .max(2000, "The link is too long")
  // Some URL parsers (Chromium's) accept "not a link" as a host: a link never holds white space.
  .refine((value) => !/\s/.test(value), "Please enter a valid link")
  .optional()
  .transform((value) => (value ? withScheme(value) : undefined))
  .pipe(z.url({ protocol: /^https?$/, message: "Please enter a valid link" }).optional());
