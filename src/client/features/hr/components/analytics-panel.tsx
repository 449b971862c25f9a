// One analytics panel: its heading and Download CSV button, then (once loaded and not empty) a short
// text summary, the chart (recharts, lazy: its chunk loads only when a chart shows) and the table.
import { lazy, Suspense, useState, type ReactNode } from "react";
import { Icon } from "../../../components/icon";
import { downloadFile } from "../../../lib/download-file";
import { toast } from "../../../lib/toast";
import { analyticsCsvPath, type AnalyticsPanelPath, type AnalyticsSearch } from "../lib/analytics-search";
import { CARD } from "../lib/styles";
import type { ChartProps } from "./analytics-chart";
import { PanelStates } from "./panel-states";
import { Button } from "../../../components/ui/button";

const AnalyticsChart = lazy(() => import("./analytics-chart"));

export const ANALYTICS_CSV_FAILED = "The CSV could not be downloaded. Please try again.";
export const NO_APPLICATIONS = "No applications in this range";

type Props = {
  title: string;
  path: AnalyticsPanelPath;
  search: AnalyticsSearch;
  query: { isPending: boolean; isError: boolean; error: unknown };
  empty: boolean;
  emptyText?: string;
  summary?: string;
  chart?: ChartProps;
  children: ReactNode;
};

export function AnalyticsPanel({ title, path, search, query, empty, emptyText = NO_APPLICATIONS, summary, chart, children }: Props) {
  const headingId = `analytics-${path}`;
  return (
    <section aria-labelledby={headingId} className={`${CARD} min-w-0`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold">
          {title}
        </h2>
        <DownloadCsvButton title={title} path={analyticsCsvPath(path, search)} fallbackName={`${path}.csv`} />
      </div>
      <PanelStates
        query={query}
        empty={empty}
        loadingText={`Loading ${title.toLowerCase()}...`}
        failedText={`${title} could not be loaded.`}
        emptyText={emptyText}
      >
        {summary ? <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{summary}</p> : null}
        {chart ? (
          <div className="mt-4">
            <Suspense fallback={<div className="h-64" aria-hidden="true" />}>
              <AnalyticsChart {...chart} />
            </Suspense>
          </div>
        ) : null}
        {children}
      </PanelStates>
    </section>
  );
}

function DownloadCsvButton({ title, path, fallbackName }: { title: string; path: string; fallbackName: string }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadFile(path, { fallbackName, failureText: ANALYTICS_CSV_FAILED });
    } catch (error) {
      toast.error(error instanceof Error ? error.message : ANALYTICS_CSV_FAILED);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outline" size="sm" onClick={download} disabled={busy} aria-busy={busy} aria-label={`Download CSV: ${title}`}>
      <Icon name="download" className="size-4" />
      {busy ? "Downloading..." : "Download CSV"}
    </Button>
  );
}
