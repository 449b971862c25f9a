// Saves a signed-in download (an HR document, the candidate's data export): the request carries the
// bearer token, which a plain link could not, and the file is saved under the name the server gives.
// A refusal throws its JSON body's `error` message; no answer, or one cut short, throws `failureText`.
import { storedToken } from "./stored-auth";

function fileNameOf(response: Response, fallback: string): string {
  const disposition = response.headers.get("content-disposition") ?? "";
  return /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallback;
}

export type DownloadOptions = { fallbackName: string; failureText: string };

export async function downloadFile(path: string, { fallbackName, failureText }: DownloadOptions): Promise<void> {
  const failed = () => {
    throw new Error(failureText);
  };
  const token = storedToken();
  const response = await fetch(path, { headers: token ? { authorization: `Bearer ${token}` } : {} }).catch(failed);
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { error?: unknown };
    throw new Error(typeof body.error === "string" && body.error ? body.error : failureText);
  }
  const url = URL.createObjectURL(await response.blob().catch(failed));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileNameOf(response, fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
