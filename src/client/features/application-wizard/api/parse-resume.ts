// "Start from my resume": sends the chosen PDF to POST /api/me/resume/parse (multipart field
// `resume`, the session's Bearer token, as the submission's upload does) and reads the fields it
// found, checked against the shared contract. Every way it can end is an outcome, never a throw.
import { resumeParseResponseSchema, type ResumeFields } from "../../../../shared/application/resume-fields";

export const RESUME_PARSE_URL = "/api/me/resume/parse";

export type ResumeParseOutcome =
  | { kind: "read"; fields: ResumeFields }
  /** The server could not read this PDF (422), refused it (4xx) or is busy (503): its message says why. */
  | { kind: "refused"; message: string }
  /** Too many resumes read lately (429): wait `retryAfterSeconds`, when said. */
  | { kind: "busy"; retryAfterSeconds: number | undefined }
  | { kind: "signed-out" }
  /** No answer (network), or one that is not the contract's: the candidate fills the form themself. */
  | { kind: "failed" };

async function errorMessage(response: Response): Promise<string | undefined> {
  try {
    const body: unknown = await response.json();
    return typeof body === "object" && body !== null && "error" in body && typeof body.error === "string" ? body.error : undefined;
  } catch {
    return undefined;
  }
}

function seconds(header: string | null): number | undefined {
  const value = Number(header);
  return header !== null && Number.isFinite(value) && value > 0 ? Math.ceil(value) : undefined;
}

export async function parseResume(file: File, token: string | null, signal?: AbortSignal): Promise<ResumeParseOutcome> {
  const body = new FormData();
  body.append("resume", file);
  let response: Response;
  try {
    response = await fetch(RESUME_PARSE_URL, {
      method: "POST",
      body,
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      ...(signal ? { signal } : {}),
    });
  } catch {
    return { kind: "failed" };
  }
  if (response.status === 401) return { kind: "signed-out" };
  if (response.status === 429) return { kind: "busy", retryAfterSeconds: seconds(response.headers.get("retry-after")) };
  if (response.ok) {
    try {
      const parsed = resumeParseResponseSchema.safeParse(await response.json());
      return parsed.success ? { kind: "read", fields: parsed.data.fields } : { kind: "failed" };
    } catch {
      return { kind: "failed" };
    }
  }
  // A 503 says the readers are all busy: its message asks to try again shortly.
  if ((response.status >= 400 && response.status < 500) || response.status === 503) {
    const message = await errorMessage(response);
    if (message) return { kind: "refused", message };
  }
  return { kind: "failed" };
}
