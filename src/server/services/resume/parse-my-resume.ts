// A signed-in candidate's resume read into the wizard's fields (POST /api/me/resume/parse, issue
// #31): candidates only, RESUME_PARSE_POLICY's allowance per hour, the PDF checked by its bytes,
// its text read off the event loop (extractPdfText) and its fields found (readResumeFields). The
// file is only read, in memory: nothing is stored.
import { AppError } from "../../../infra/errors.js";
import { extractPdfText, unreadablePdf } from "../../../infra/resume/extract-pdf-text.js";
import {
  RESUME_FIELD_NAMES,
  resumeFieldsSchema,
  resumeParseResponseSchema,
  type ResumeFields,
  type ResumeParseResponse,
} from "../../../shared/application/resume-fields.js";
import type { Deps } from "../../deps.js";
import { RESUME_PARSE_POLICY } from "../../limits/policies.js";
import { counterOf, takeAllowance } from "../../limits/redis-counter.js";
import { isPdf } from "../applications/pdf-check.js";
import type { AuthUser } from "../auth/tokens.js";
import { assertCandidate } from "../me/candidate-only.js";
import { readResumeFields } from "./read-resume-fields.js";

const TAIL_BYTES = 1024;

export const RESUME_PARSE_TEXTS = {
  candidatesOnly: "Only candidates can fill in an application from a resume.",
  tooMany: (minutes: number) =>
    `You have read many resumes this hour. Please try again in ${minutes} minutes, or fill in the form yourself.`,
} as const;

/**
 * `receive` reads the uploaded file; it is called only once the caller may parse, so a refused
 * caller's upload is never read.
 */
export async function parseMyResume(
  deps: Pick<Deps, "redis" | "env" | "metrics">,
  user: AuthUser,
  receive: () => Promise<Uint8Array>,
): Promise<ResumeParseResponse> {
  assertCandidate(user, RESUME_PARSE_TEXTS.candidatesOnly);
  // Taken, never given back: an unreadable PDF costs the most, so it counts too.
  const allowance = await takeAllowance(deps, RESUME_PARSE_POLICY, [counterOf(deps.env, RESUME_PARSE_POLICY, "user", { user: user.id })]);
  if (!allowance.granted) {
    throw new AppError("TOO_MANY_REQUESTS", RESUME_PARSE_TEXTS.tooMany(Math.max(1, Math.ceil(allowance.waitMs / 60_000))), {
      reason: "RATE_LIMITED",
      retryAfterSeconds: Math.max(1, Math.ceil(allowance.waitMs / 1000)),
    });
  }
  const pdf = Buffer.from(await receive());
  if (!isPdf(pdf.subarray(0, 8), pdf.subarray(-TAIL_BYTES))) throw unreadablePdf("not-pdf");
  const { text } = await extractPdfText(pdf);
  return { fields: validFields(readResumeFields(text)) };
}

/** Only the fields that pass the contract: a field the reader got wrong is left for the candidate, not a 500. */
function validFields(found: ResumeFields): ResumeFields {
  const valid: Record<string, unknown> = {};
  for (const name of RESUME_FIELD_NAMES) {
    const checked = resumeFieldsSchema.shape[name].safeParse(found[name]);
    if (checked.success && checked.data !== undefined) valid[name] = checked.data;
  }
  return resumeParseResponseSchema.parse({ fields: valid }).fields;
}
