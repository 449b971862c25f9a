// Sends a submission as multipart (files `resume` and `academics`, JSON `data`) with
// XMLHttpRequest, whose upload events give the progress bar its figures (fetch has none).
import type { ApplicationFormValues } from "../../../../shared/application/form-values";
import type { ErrorReason } from "../../../../shared/error-reasons";
import { bodyReason } from "../../../lib/error-reason";

export type UploadResult = { status: number; error: string | undefined; reason: ErrorReason | undefined };

type Request = {
  url: string;
  token?: string | null;
  data: Record<string, unknown>;
  files: Pick<ApplicationFormValues, "resume" | "academics">;
  /** Fraction sent, 0 to 1. */
  onProgress: (fraction: number) => void;
};

function parsedBody(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

function result(status: number, body: string): UploadResult {
  const parsed = parsedBody(body);
  const error =
    typeof parsed === "object" && parsed !== null && "error" in parsed && typeof parsed.error === "string" ? parsed.error : undefined;
  return { status, error, reason: bodyReason(parsed) };
}

export function uploadSubmission({ url, token, data, files, onProgress }: Request): Promise<UploadResult> {
  const body = new FormData();
  body.append("data", JSON.stringify(data));
  if (files.resume instanceof File) body.append("resume", files.resume);
  if (files.academics instanceof File) body.append("academics", files.academics);

  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    if (token) xhr.setRequestHeader("Authorization", `Bearer ${token}`);
    xhr.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    });
    xhr.addEventListener("load", () => resolve(result(xhr.status, xhr.responseText)));
    // A network failure has no status; the caller shows its generic message.
    xhr.addEventListener("error", () => resolve({ status: 0, error: undefined, reason: undefined }));
    xhr.send(body);
  });
}
