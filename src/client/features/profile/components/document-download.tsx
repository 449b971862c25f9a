// One of the candidate's own uploads, downloaded with the session's token (a plain link could not
// carry it) under the name the server gives; a refusal shows its message beneath.
import { MY_PROFILE_TEXTS } from "../../../../shared/me/profile";
import { Icon } from "../../../components/icon";
import { Button } from "../../../components/ui/button";
import { FormAlert } from "../../auth/public";
import { useDownload } from "../hooks/use-download";

export function DocumentDownload({ path, label, fileName }: { path: string; label: string; fileName: string }) {
  const { busy, error, download } = useDownload(path, { fallbackName: fileName, failureText: MY_PROFILE_TEXTS.downloadFailed });

  return (
    <div className="space-y-2">
      <Button variant="secondary" onClick={download} disabled={busy} aria-busy={busy || undefined}>
        <Icon name="download" className="size-4 shrink-0" />
        {busy ? "Downloading..." : `Download ${label} (PDF)`}
      </Button>
      <FormAlert message={error} />
    </div>
  );
}
