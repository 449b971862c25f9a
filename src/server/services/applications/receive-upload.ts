// Reads a multipart submission: the `resume` and `academics` files are streamed into the upload
// store under generated names (never buffered whole) and checked to be PDFs by content; text fields
// are collected. On any failure the files stored so far are removed before the error is thrown.
import { randomUUID } from "node:crypto";
import { pipeline, type Readable, type Transform } from "node:stream";
import type { Multipart, MultipartFile } from "@fastify/multipart";
import type { Env } from "../../../infra/env.js";
import { isUploadField, notPdfMessage, tooLargeMessage, type UploadField } from "../../../shared/application/files.js";
import { AppError, isAppError } from "../../../infra/errors.js";
import type { FileStorage } from "../../../infra/storage/file-storage.js";
import { createPdfCheck, NotPdfError } from "./pdf-check.js";

export type StoredFile = { fileName: string; size: number };

export type ReceivedUpload = {
  fields: Record<string, string>;
  files: Partial<Record<UploadField, StoredFile>>;
};

export type UploadDeps = { storage: FileStorage; env: Pick<Env, "UPLOAD_MAX_MB"> };

/** The multipart limits for one submission: two files of at most maxMb each and a JSON data part. */
export function multipartLimits(maxMb: number) {
  return { fileSize: Math.floor(maxMb * 1024 * 1024), files: 2, fields: 4, parts: 6, fieldSize: 256 * 1024 };
}

function hasCode(error: unknown, code: string): boolean {
  return typeof error === "object" && error !== null && "code" in error && error.code === code;
}

/** What busboy says of a body that is not well-formed multipart (no boundary, cut short). */
const MALFORMED_MULTIPART = /^(Multipart: Boundary not found|Unexpected end of multipart data|\w+ terminated early)/;
export const MALFORMED_UPLOAD = "The upload is not valid multipart/form-data. Please send the form again.";

function isMalformedMultipart(error: unknown): boolean {
  return error instanceof Error && MALFORMED_MULTIPART.test(error.message);
}

function toAppError(error: unknown, field: UploadField | undefined, maxMb: number): unknown {
  if (isAppError(error)) return error;
  if (error instanceof NotPdfError && field) return new AppError("BAD_REQUEST", notPdfMessage(field));
  if (hasCode(error, "FST_REQ_FILE_TOO_LARGE")) return new AppError("PAYLOAD_TOO_LARGE", tooLargeMessage(maxMb), { cause: error });
  if (hasCode(error, "FST_FILES_LIMIT") || hasCode(error, "FST_PARTS_LIMIT") || hasCode(error, "FST_FIELDS_LIMIT")) {
    return new AppError("PAYLOAD_TOO_LARGE", "Too many parts: send one resume, optional academics and the data.", { cause: error });
  }
  if (hasCode(error, "FST_INVALID_MULTIPART_CONTENT_TYPE")) {
    return new AppError("BAD_REQUEST", "Send the application as multipart/form-data.", { cause: error });
  }
  if (isMalformedMultipart(error)) return new AppError("BAD_REQUEST", MALFORMED_UPLOAD, { cause: error });
  return error;
}

/** The part's bytes after the PDF check, as one stream: a failure on either side reaches its reader. */
function checkedBody(part: MultipartFile, check: Transform): Readable {
  // No need to handle the error here: the returned stream is destroyed with it, so the store sees it.
  return pipeline(part.file, check, () => undefined);
}

async function storePdf({ storage, env }: UploadDeps, part: MultipartFile, field: UploadField): Promise<StoredFile> {
  const fileName = `${randomUUID()}.pdf`;
  const check = createPdfCheck();
  // A failed write leaves nothing behind (the store's contract); a file refused after it is removed.
  const size = await storage.write(fileName, checkedBody(part, check.stream));
  try {
    // Past the size limit the part just ends early, marked truncated.
    if (part.file.truncated) throw new AppError("PAYLOAD_TOO_LARGE", tooLargeMessage(env.UPLOAD_MAX_MB));
    if (!check.isPdf()) throw new AppError("BAD_REQUEST", notPdfMessage(field));
  } catch (error) {
    await storage.remove([fileName]);
    throw error;
  }
  return { fileName, size };
}

export async function receiveUpload(deps: UploadDeps, parts: AsyncIterable<Multipart>): Promise<ReceivedUpload> {
  const received: ReceivedUpload = { fields: {}, files: {} };
  let current: UploadField | undefined;
  try {
    for await (const part of parts) {
      if (part.type === "field") {
        if (part.valueTruncated) throw new AppError("PAYLOAD_TOO_LARGE", "The application data is too large.");
        received.fields[part.fieldname] = String(part.value);
        continue;
      }
      const field = part.fieldname;
      if (!isUploadField(field) || received.files[field]) {
        throw new AppError("BAD_REQUEST", `Unexpected file "${field}": send one resume and optional academics.`);
      }
      current = field;
      received.files[field] = await storePdf(deps, part, field);
    }
  } catch (error) {
    await deps.storage.remove(storedFileNames(received));
    throw toAppError(error, current, deps.env.UPLOAD_MAX_MB);
  }
  return received;
}

export function storedFileNames(upload: ReceivedUpload): string[] {
  return Object.values(upload.files).map((file) => file.fileName);
}
