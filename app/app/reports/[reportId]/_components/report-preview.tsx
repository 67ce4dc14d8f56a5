"use client";

import { useMemo } from "react";
import { WidgetState } from "@/components/data-state/widget-state";
import { useReportPreview } from "@/hooks/queries/use-reports";
import { dataErrorToast } from "@/lib/notifications/catalog";
import { renderReportHtml } from "@/lib/reports/render/document";
import type { ReportDto } from "@/lib/reports/types";

/**
 * The saved report as its PDF and share link show it: the same document, in a frame of its own
 * (srcdoc, no scripts), read again after each save.
 */
export function ReportPreview({ report }: { report: ReportDto }) {
  const preview = useReportPreview(report);
  const html = useMemo(
    () => (preview.data ? renderReportHtml(preview.data) : null),
    [preview.data],
  );
  if (!html) {
    if (preview.isError) {
      const toast = dataErrorToast(preview.error);
      return (
        <WidgetState
          status="error"
          title={toast.title}
          message={toast.message}
          onRetry={() => void preview.refetch()}
        />
      );
    }
    return <WidgetState status="loading" label="the report's figures" skeleton="chart" rows={6} />;
  }
  return (
    <div className="relative">
      {preview.isFetching ? (
        <p role="status" className="absolute top-2 right-3 text-xs text-muted-foreground">
          Updating the preview…
        </p>
      ) : null}
      <iframe
        title="Report preview"
        srcDoc={html}
        sandbox=""
        className="h-[80vh] w-full rounded-xl border bg-white"
      />
    </div>
  );
}
