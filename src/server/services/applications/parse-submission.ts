// Parses the `data` part of a submission (JSON) with a shared schema; a bad value is a 400 with
// the first rule's message, the same text the form shows.
import type { z } from "zod";
import { APPLICATION_MESSAGES } from "../../../shared/application/messages.js";
import { AppError } from "../../../infra/errors.js";

export function parseSubmission<S extends z.ZodType>(schema: S, raw: string | undefined): z.output<S> {
  let json: unknown;
  try {
    json = JSON.parse(raw ?? "");
  } catch {
    throw new AppError("BAD_REQUEST", APPLICATION_MESSAGES.badData);
  }
  const result = schema.safeParse(json);
  if (!result.success) {
    const issue = result.error.issues[0];
    const field = issue && issue.path.length > 0 ? issue.path.join(".") : undefined;
    throw new AppError("BAD_REQUEST", issue?.message ?? APPLICATION_MESSAGES.badData, { field });
  }
  return result.data;
}
