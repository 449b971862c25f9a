// E-mail addresses are trimmed and lower-cased everywhere, which makes them unique case-insensitively.
import { z } from "zod";

/** An e-mail field whose "required" message fits the form it is on (the spec words it per form). */
export function emailField(requiredMessage = "Please enter your email address.") {
  return z
    .string({ message: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .toLowerCase()
    .pipe(z.email("Please enter a valid email address."));
}

export const emailSchema = emailField();
