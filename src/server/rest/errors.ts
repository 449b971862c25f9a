// The REST error body, `{ "error": "<message>", "reason": "<ERROR_REASON>" }`, as a schema for the
// OpenAPI description; a refused input also names its field (`field`, and every refusal in `issues`).
import { z } from "zod";
import { AppError, isAppError } from "../../infra/errors.js";
import { ERROR_REASONS } from "../../shared/error-reasons.js";
import { snakeCase } from "../../shared/snake-case.js";

const issueBody = z.object({ field: z.string().optional(), message: z.string() });

export const errorBody = z.object({
  error: z.string(),
  reason: z.enum(ERROR_REASONS).describe("What a client may act on; the message is for people and may be reworded."),
  field: z.string().optional(),
  issues: z.array(issueBody).optional(),
  retryAfterSeconds: z.number().int().optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

/** The refusals of every route behind a Bearer guard: no session (401), the wrong role (403). */
export const GUARDED_ERRORS = { 401: errorBody, 403: errorBody };

/** "/experience_level" or "/responsibilities/0" (fastify-type-provider-zod's path) → "responsibilities.0". */
function fieldOf(instancePath: string): string | undefined {
  const field = instancePath.split("/").filter(Boolean).join(".");
  return field === "" ? undefined : field;
}

/** The body of a failed schema check: the first message as `error`, as before, plus the fields. */
export function validationErrorBody(validation: readonly { instancePath: string; message?: string }[], fallback: string): ErrorBody {
  const issues = validation.map((issue) => ({ field: fieldOf(issue.instancePath), message: issue.message ?? fallback }));
  const [first] = issues;
  return { error: first?.message ?? fallback, reason: "VALIDATION", field: first?.field, issues };
}

/**
 * A service's refusal names the contract's (camelCase) field; a snake_case door answers it under the
 * name its caller sent (`interviewerIds` → `interviewer_ids`).
 */
export async function withSnakeCaseField<T>(answer: Promise<T>): Promise<T> {
  try {
    return await answer;
  } catch (error) {
    if (!isAppError(error) || error.field === undefined) throw error;
    const { code, message, cause, reason, field, retryAfterSeconds } = error;
    throw new AppError(code, message, { cause, reason, field: snakeCase(field), retryAfterSeconds });
  }
}
