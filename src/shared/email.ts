// E-mail addresses are trimmed and lower-cased everywhere, which makes them unique case-insensitively.
import { z } from "zod";

export const emailSchema = z
  .string({ message: "Please enter your email address." })
  .trim()
  .min(1, "Please enter your email address.")
  .toLowerCase()
  .pipe(z.email("Please enter a valid email address."));
