// Downloads an HR-only document (resume or academic documents) with the session's token.
import { useState } from "react";
import { toast } from "../../../lib/toast";
import { Icon } from "../../../components/icon";
import { downloadDocument } from "../api/download-document";
import { Button } from "../../../components/ui/button";

export function DocumentButton({ path, label }: { path: string | null; label: string }) {
  const [busy, setBusy] = useState(false);
  if (!path) return "Not provided";
  const download = async () => {
    setBusy(true);
    try {
      await downloadDocument(path, `${label.toLowerCase().replace(/\s+/g, "-")}.pdf`);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : "The document could not be downloaded.");
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outline" size="sm" onClick={download} disabled={busy}>
      <Icon name="download" className="size-4" />
      {busy ? "Downloading..." : `Download ${label}`}
    </Button>
  );
}
