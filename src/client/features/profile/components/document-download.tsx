// One of the candidate's own uploads, downloaded with the session's token (a plain link could not
// carry it) under the name the server gives; a refusal shows its message beneath.
import { MY_PROFILE_TEXTS } from "../../../../shared/me/profile";
import { Icon } from "../../../components/icon";
import { FormAlert } from "../../auth/components/form-controls";
import { useDownload } from "../hooks/use-download";

const LINK_CLASS =
  "inline-flex items-center gap-1.5 rounded text-left font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:cursor-wait disabled:opacity-60 dark:text-indigo-300 dark:hover:text-indigo-200";

export function DocumentDownload({ path, label, fileName }: { path: string; label: string; fileName: string }) {
  const { busy, error, download } = useDownload(path, { fallbackName: fileName, failureText: MY_PROFILE_TEXTS.downloadFailed });

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
