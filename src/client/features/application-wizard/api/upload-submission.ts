// Sends a submission as multipart (files `resume` and `academics`, JSON `data`) with
// XMLHttpRequest, whose upload events give the progress bar its figures (fetch has none).
import type { ApplicationFormValues } from "../../../../shared/application/form-values";

export type UploadResult = { status: number; error: string | undefined };

type Request = {
  url: string;
  token?: string | null;
  data: Record<string, unknown>;
  files: Pick<ApplicationFormValues, "resume" | "academics">;
  /** Fraction sent, 0 to 1. */
  onProgress: (fraction: number) => void;
};

function errorText(body: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(body);
    return typeof parsed === "object" && parsed !== null && "error" in parsed && typeof parsed.error === "string" ? parsed.error : undefined;
  } catch {
    return undefined;
  }
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
    xhr.addEventListener("load", () => resolve({ status: xhr.status, error: errorText(xhr.responseText) }));
    // A network failure has no status; the caller shows its generic message.
    xhr.addEventListener("error", () => resolve({ status: 0, error: undefined }));
    xhr.send(body);
  });
}
