// Downloads an HR-only document: the request carries the bearer token (a plain link could not),
// and the PDF is saved under the name the server gives it.
import { storedToken } from "../../auth/auth-state";

function fileNameOf(response: Response, fallback: string): string {
  const disposition = response.headers.get("content-disposition") ?? "";
  return /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallback;
}

export async function downloadDocument(path: string, fallbackName: string): Promise<void> {
  const token = storedToken();
  const response = await fetch(path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { error?: string };
    throw new Error(body.error ?? "The document could not be downloaded.");
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = fileNameOf(response, fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
