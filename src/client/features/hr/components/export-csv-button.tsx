// "Export CSV" on an HR list: downloads the list with its current filters (every matching row, not
// only the page shown) with the session's token; says so while it runs, and a failure in a toast.
import { useState } from "react";
import { Icon } from "../../../components/icon";
import { downloadFile } from "../../../lib/download-file";
import { toast } from "../../../lib/toast";
import { Button } from "../../../components/ui/button";

export const EXPORT_FAILED = "The CSV could not be exported. Please try again.";

/** `path` is the export's path with the list's filters (shared/hr/export.ts exportPath). */
export function ExportCsvButton({ path, fallbackName }: { path: string; fallbackName: string }) {
  const [busy, setBusy] = useState(false);
  const exportCsv = async () => {
    setBusy(true);
    try {
      await downloadFile(path, { fallbackName, failureText: EXPORT_FAILED });
    } catch (error) {
      toast.error(error instanceof Error ? error.message : EXPORT_FAILED);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outline" size="sm" onClick={exportCsv} disabled={busy} aria-busy={busy}>
      <Icon name="download" className="size-4" />
      {busy ? "Exporting..." : "Export CSV"}
    </Button>
  );
}
