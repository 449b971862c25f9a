// A PDF's text, read off the caller's event loop (issue #31): one shared pool of worker threads
// (pdf-text-pool.ts) under the limits below. Every PDF it cannot read is an AppError 422 whose
// message says why; a full queue is a 503 to try again shortly.
import { AppError } from "../errors.js";
import { defaultPoolSize, PdfTextPool, type PoolFailure } from "./pdf-text-pool.js";

export type PdfText = { text: string; pages: number };

/** Wall clock per PDF: a two-page resume takes ~50–150 ms; a PDF built to stall is cut off here. */
export const PDF_TIME_LIMIT_MS = 3_000;
/** The worker's V8 heap: PDF.js on a resume uses ~20 MB; a hostile object graph stops at this. */
export const PDF_WORKER_HEAP_MB = { old: 96, young: 16 } as const;
/**
 * Heap plus the memory of typed arrays (decoded streams live outside the V8 heap, so resourceLimits
 * alone would let a decompression bomb grow without bound): a reader using more is terminated.
 */
export const PDF_MEMORY_CAP_MB = 192;
/** A resume is one to three pages; ten leaves room. A longer document is refused, not half-read. */
export const PDF_MAX_PAGES = 10;
/** A dense page holds ~5,000 characters: ten of them, twice over. More is not a resume. */
export const PDF_MAX_TEXT_CHARS = 100_000;
/** PDFs waiting for a worker: beyond this, a flood of parse requests is refused, not queued. */
export const PDF_QUEUE_LIMIT = 8;

const pool = new PdfTextPool({
  size: defaultPoolSize(),
  queueLimit: PDF_QUEUE_LIMIT,
  timeLimitMs: PDF_TIME_LIMIT_MS,
  heapMb: PDF_WORKER_HEAP_MB,
  memoryCapMb: PDF_MEMORY_CAP_MB,
  maxPages: PDF_MAX_PAGES,
  maxTextChars: PDF_MAX_TEXT_CHARS,
  jobsPerWorker: 50,
  idleMs: 60_000,
});

const UNREADABLE = "We could not read this PDF.";
const BY_HAND = "Please fill in the form yourself.";

function unreadableMessage(failure: Exclude<PoolFailure, "busy">, pages: number | undefined): string {
  switch (failure) {
    case "encrypted":
      return `${UNREADABLE} It is password-protected: save a copy without a password and try again, or fill in the form yourself.`;
    case "not-pdf":
      return `${UNREADABLE} The file is not a valid PDF. ${BY_HAND}`;
    case "too-many-pages":
      return `${UNREADABLE} It has ${pages ?? "too many"} pages; we read resumes of at most ${PDF_MAX_PAGES} pages. ${BY_HAND}`;
    case "too-much-text":
      return `${UNREADABLE} It holds more text than a resume (over ${PDF_MAX_TEXT_CHARS.toLocaleString("en-US")} characters). ${BY_HAND}`;
    case "timeout":
      return `${UNREADABLE} It took too long to read (over ${PDF_TIME_LIMIT_MS / 1000} seconds). ${BY_HAND}`;
    case "memory":
      return `${UNREADABLE} It needs too much memory to read. ${BY_HAND}`;
    case "no-text":
      return `${UNREADABLE} It has no text we can read: it may be a scanned image. ${BY_HAND}`;
    case "scripts":
      return `${UNREADABLE} It contains scripts, which a resume does not need. ${BY_HAND}`;
    case "damaged":
      return `${UNREADABLE} It may be damaged: save it again as a PDF and try again, or fill in the form yourself.`;
  }
}

/** The 422 for a PDF that cannot be read, saying why (also for callers that check the bytes first). */
export function unreadablePdf(failure: Exclude<PoolFailure, "busy">, pages?: number): AppError {
  return new AppError("UNPROCESSABLE_CONTENT", unreadableMessage(failure, pages));
}

/** The text of a PDF, lines in reading order (cells of a row apart by a tab), pages apart by a blank line. */
export async function extractPdfText(pdf: Uint8Array): Promise<PdfText> {
  // A copy in its own buffer is handed to the worker (a Buffer's may be Node's shared pool), and the
  // caller's bytes stay usable, e.g. to store the same file.
  const result = await pool.read(new Uint8Array(pdf));
  if (result.ok) return { text: result.text, pages: result.pages };
  if (result.failure === "busy") {
    throw new AppError("SERVICE_UNAVAILABLE", "We are reading many resumes right now. Please try again in a minute.", {
      retryAfterSeconds: 60,
    });
  }
  throw unreadablePdf(result.failure, result.pages);
}

/** Ends the reading workers (tests, shutdown); the next call starts them again. */
export function closePdfTextWorkers(): void {
  pool.close();
}
