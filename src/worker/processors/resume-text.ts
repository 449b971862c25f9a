// A job of the resume-text queue (issue #31): reads the application's stored resume whole (bounded
// by the upload limit), extracts its text off the event loop (extractPdfText: worker threads with a
// time limit and a memory cap) and stores it in application_resume_texts for HR search, unless the
// application was erased meanwhile. A PDF that cannot be read (422), a missing file or an oversized
// one is a permanent failure (UnrecoverableError): nothing is stored and the job is not tried again.
import type { Readable } from "node:stream";
import { UnrecoverableError } from "bullmq";
import { z } from "zod";
import type { Db } from "../../infra/db/client.js";
import { execute, sql } from "../../infra/db/sql.js";
import { isAppError } from "../../infra/errors.js";
import { extractPdfText, type PdfText } from "../../infra/resume/extract-pdf-text.js";
import { RESUME_TEXT_MAX_CHARS, type ResumeTextJob } from "../../infra/resume/resume-text-queue.js";
import type { FileStorage } from "../../infra/storage/file-storage.js";
import { SNIPPET_MARK_END, SNIPPET_MARK_START } from "../../shared/hr/search.js";

export type ResumeTextDeps = {
  db: Db;
  storage: FileStorage;
  /** The upload limit (UPLOAD_MAX_MB) in bytes: no stored resume is larger. */
  maxBytes: number;
  /** Replaced in tests only. */
  extractText?: (pdf: Uint8Array) => Promise<PdfText>;
};

export type ResumeTextResult = { stored: number } | { skipped: "gone" | "erased" };

const jobSchema = z.object({ applicationId: z.number().int().positive() });

/** The stream's bytes, refused past `maxBytes` (a store's file larger than any upload is not a resume). */
async function readWhole(stream: Readable, maxBytes: number): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    size += buffer.length;
    if (size > maxBytes) {
      stream.destroy();
      throw new UnrecoverableError(`The resume is larger than the upload limit (${maxBytes} bytes)`);
    }
    chunks.push(buffer);
  }
  return new Uint8Array(Buffer.concat(chunks, size));
}

/**
 * Text Postgres stores: no NUL or other control characters but line breaks, runs of blanks as one,
 * none of search's snippet markers (HR's client splits snippets on them), capped.
 */
export function storableText(text: string): string {
  const cleaned = text
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, " ")
    .replaceAll(SNIPPET_MARK_START, " ")
    .replaceAll(SNIPPET_MARK_END, " ")
    .replace(/[ \t]+/g, " ")
    .replace(/\s*\n\s*/g, "\n")
    .trim();
  if (cleaned.length <= RESUME_TEXT_MAX_CHARS) return cleaned;
  // Not half of a surrogate pair at the cut.
  return cleaned.slice(0, RESUME_TEXT_MAX_CHARS).replace(/[\ud800-\udbff]$/, "");
}

async function extract(deps: ResumeTextDeps, pdf: Uint8Array): Promise<string> {
  try {
    return (await (deps.extractText ?? extractPdfText)(pdf)).text;
  } catch (error) {
    if (isAppError(error) && error.status === 422) throw new UnrecoverableError(`The resume cannot be read: ${error.message}`);
    throw error;
  }
}

export async function processResumeText(deps: ResumeTextDeps, data: ResumeTextJob, now: Date = new Date()): Promise<ResumeTextResult> {
  const parsed = jobSchema.safeParse(data);
  if (!parsed.success) throw new UnrecoverableError(`Malformed resume-text job: ${parsed.error.message}`);
  const { applicationId } = parsed.data;
  const row = await deps.db.application.findUnique({ where: { id: applicationId }, select: { resumePath: true, erasedAt: true } });
  if (!row) return { skipped: "gone" };
  if (row.erasedAt) return { skipped: "erased" };
  const file = await deps.storage.open(row.resumePath);
  if (!file) throw new UnrecoverableError("The resume file is not in the upload store");
  const body = storableText(await extract(deps, await readWhole(file.stream, deps.maxBytes)));
  if (body === "") throw new UnrecoverableError("The resume has no text");
  // The row is locked while the text goes in (FOR SHARE): an erasure running now either waits for
  // this insert and then deletes it, or commits first, and then the re-checked erased_at stores nothing.
  const stored = await execute(
    deps.db,
    sql`
    INSERT INTO application_resume_texts (application_id, body, created_at)
    SELECT id, ${body}, ${now}::timestamptz FROM applications WHERE id = ${applicationId} AND erased_at IS NULL FOR SHARE
    ON CONFLICT (application_id) DO UPDATE SET body = EXCLUDED.body, created_at = EXCLUDED.created_at`,
  );
  return stored > 0 ? { stored: body.length } : { skipped: "erased" };
}
