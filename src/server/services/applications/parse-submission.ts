// Parses the `data` part of a submission (JSON) with a shared schema; a bad value is a 400 with
// the first rule's message, the same text the form shows.
import type { z } from "zod";
import { APPLICATION_MESSAGES } from "../../../shared/application/submission.js";
import { AppError } from "../../errors.js";

export function parseSubmission<S extends z.ZodType>(schema: S, raw: string | undefined): z.output<S> {
  let json: unknown;
  try {
    json = JSON.parse(raw ?? "");
  } catch {
    throw new AppError("BAD_REQUEST", APPLICATION_MESSAGES.badData);
  }
  const result = schema.safeParse(json);
  if (!result.success) throw new AppError("BAD_REQUEST", result.error.issues[0]?.message ?? APPLICATION_MESSAGES.badData);
  return result.data;
}
