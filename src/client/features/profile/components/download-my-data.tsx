// "Download my data": the ZIP of everything kept about the candidate (GET /api/me/export with the
// session's token), saved as my-data.zip; a refusal (too many downloads, say) shows its message.
import { ACCOUNT_DATA_TEXTS, MY_DATA_EXPORT_PATH } from "../../../../shared/me/account-data";
import { Button } from "../../../components/ui/button";
import { Icon } from "../../../components/icon";
import { FormAlert } from "../../auth/public";
import { useDownload } from "../hooks/use-download";

export function DownloadMyData() {
  const { busy, error, download } = useDownload(MY_DATA_EXPORT_PATH, {
    fallbackName: "my-data.zip",
    failureText: ACCOUNT_DATA_TEXTS.exportFailed,
  });

  return (
    <div className="space-y-3">
      <Button variant="secondary" onClick={download} disabled={busy} aria-busy={busy || undefined} className="w-full sm:w-auto">
        <Icon name="download" className="size-4" />
        {busy ? "Preparing your download..." : "Download my data"}
      </Button>
      <FormAlert message={error} />
    </div>
  );
}
