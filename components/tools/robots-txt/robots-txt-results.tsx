"use client";

import { useMemo, useState } from "react";
import type { RobotsReport } from "@/lib/tools/robots-txt/analyse";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/utils";
import { FileNotes } from "./file-notes";
import { FileView } from "./file-view";
import { OutcomeSummary } from "./outcome-summary";
import { UrlResults } from "./url-results";

export function ResultsSkeleton() {
  return (
    <div className="grid gap-4" aria-busy="true" aria-label="Testing robots.txt">
      <Skeleton className="h-36 w-full rounded-xl" />
      <Skeleton className="h-48 w-full rounded-xl" />
    </div>
  );
}

/** The report: outcome, URL verdicts, the file with its deciding lines, and notes on the file. */
export function RobotsTxtResults({ report, stale }: { report: RobotsReport; stale: boolean }) {
  const [selectedLine, setSelectedLine] = useState<number | null>(null);
  const deciding = useMemo(
    () => new Set(report.results.flatMap((r) => (r.google.rule ? [r.google.rule.line] : []))),
    [report],
  );
  return (
    <div
      className={cn("grid grid-cols-1 gap-6 transition-opacity", stale && "opacity-60")}
      aria-busy={stale}
    >
      <OutcomeSummary report={report} />
      <UrlResults report={report} selectedLine={selectedLine} onShow={setSelectedLine} />
      {report.file && (
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <FileView lines={report.file.lines} deciding={deciding} selectedLine={selectedLine} />
          <FileNotes file={report.file} />
        </div>
      )}
    </div>
  );
}
