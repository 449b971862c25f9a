// Reads a multipart submission: the `resume` and `academics` files are streamed to disk under
// generated names (never buffered in memory) and checked to be PDFs by content; text fields are
// collected. On any failure the files written so far are removed before the error is thrown.
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import type { Multipart, MultipartFile } from "@fastify/multipart";
import { isUploadField, notPdfMessage, tooLargeMessage, type UploadField } from "../../../shared/application/files.js";
import { AppError, isAppError } from "../../errors.js";
import { createPdfCheck, NotPdfError } from "./pdf-check.js";
import { removeUploads } from "./remove-uploads.js";

export type StoredFile = { fileName: string; size: number };

export type ReceivedUpload = {
  fields: Record<string, string>;
  files: Partial<Record<UploadField, StoredFile>>;
};

export type UploadLimits = { uploadDir: string; maxMb: number };

/** The multipart limits for one submission: two files of at most maxMb each and a JSON data part. */
export function multipartLimits(maxMb: number) {
  return { fileSize: Math.floor(maxMb * 1024 * 1024), files: 2, fields: 4, parts: 6, fieldSize: 256 * 1024 };
}

function hasCode(error: unknown, code: string): boolean {
  return typeof error === "object" && error !== null && "code" in error && error.code === code;
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
  return error;
}

async function storePdf(part: MultipartFile, field: UploadField, { uploadDir, maxMb }: UploadLimits): Promise<StoredFile> {
  const fileName = `${randomUUID()}.pdf`;
  const target = path.join(uploadDir, fileName);
  const check = createPdfCheck();
  const output = fs.createWriteStream(target, { flags: "wx", mode: 0o600 });
  try {
    await pipeline(part.file, check.stream, output);
    // Past the size limit the part just ends early, marked truncated.
    if (part.file.truncated) throw new AppError("PAYLOAD_TOO_LARGE", tooLargeMessage(maxMb));
    if (!check.isPdf()) throw new AppError("BAD_REQUEST", notPdfMessage(field));
    return { fileName, size: output.bytesWritten };
  } catch (error) {
    await removeUploads(uploadDir, [fileName]);
    throw error;
  }
}

export async function receiveUpload(parts: AsyncIterable<Multipart>, limits: UploadLimits): Promise<ReceivedUpload> {
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
      received.files[field] = await storePdf(part, field, limits);
    }
  } catch (error) {
    await removeUploads(limits.uploadDir, storedFileNames(received));
    throw toAppError(error, current, limits.maxMb);
  }
  return received;
}

export function storedFileNames(upload: ReceivedUpload): string[] {
  return Object.values(upload.files).map((file) => file.fileName);
}
