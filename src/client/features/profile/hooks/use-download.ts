// A download with the session's token (a plain link could not carry it): busy while it runs, and the
// server's refusal (or `failureText`) as the error to show.
import { useState } from "react";
import { downloadFile } from "../../../lib/download-file";

export function useDownload(path: string, options: { fallbackName: string; failureText: string }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  async function download() {
    setBusy(true);
    setError(undefined);
    try {
      await downloadFile(path, options);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : options.failureText);
    } finally {
      setBusy(false);
    }
  }

  return { busy, error, download };
}
