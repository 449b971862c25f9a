// One of the candidate's own uploads, downloaded with the session's token (a plain link could not
// carry it) under the name the server gives; a refusal shows its message beneath.
import { useState } from "react";
import { MY_PROFILE_TEXTS } from "../../../../shared/me/profile";
import { Icon } from "../../../components/icon";
import { downloadFile } from "../../../lib/download-file";
import { FormAlert } from "../../auth/components/form-controls";

const LINK_CLASS =
  "inline-flex items-center gap-1.5 rounded text-left font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:cursor-wait disabled:opacity-60 dark:text-indigo-300 dark:hover:text-indigo-200";

export function DocumentDownload({ path, label, fileName }: { path: string; label: string; fileName: string }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  async function download() {
    setBusy(true);
    setError(undefined);
    try {
      await downloadFile(path, { fallbackName: fileName, failureText: MY_PROFILE_TEXTS.downloadFailed });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : MY_PROFILE_TEXTS.downloadFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-2">
      <button type="button" onClick={download} disabled={busy} aria-busy={busy || undefined} className={LINK_CLASS}>
        <Icon name="download" className="size-4 shrink-0" />
        {busy ? "Downloading..." : `Download ${label} (PDF)`}
      </button>
      <FormAlert message={error} />
    </div>
  );
}
