"use client";

import { formatDateTime } from "@/lib/dates/format";
import type { InspectionChange, InspectionHistoryEntry } from "@/lib/url-inspection/types";
import { cn } from "@/lib/utils";

const CHANGE_LABELS: Record<InspectionChange, string> = {
  verdict: "Verdict changed",
  coverage: "Coverage changed",
  google_canonical: "Google's canonical changed",
  user_canonical: "Declared canonical changed",
  crawl: "Crawled again",
};

const VERDICT_TONE: Record<string, string> = {
  PASS: "text-emerald-700 dark:text-emerald-400",
  NEUTRAL: "text-amber-700 dark:text-amber-400",
  FAIL: "text-destructive",
};

/** The URL's kept inspections, newest first, with what changed from the one before each. */
export function InspectionHistory({ entries }: { entries: InspectionHistoryEntry[] }) {
  return (
    // A region of its own that the keyboard can scroll, when the table is wider than the screen.
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="History table">
      <table className="w-full min-w-[36rem] text-sm">
        <caption className="sr-only">Inspections of this URL, newest first</caption>
        <thead>
          <tr className="border-b text-left text-muted-foreground">
            <th scope="col" className="py-2 pr-3 font-medium">
              Inspected
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              Verdict and coverage
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              Google&apos;s canonical
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              Last crawl
            </th>
            <th scope="col" className="py-2 font-medium">
              What changed
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id} className="border-b align-top last:border-0">
              <td className="py-2 pr-3 whitespace-nowrap tabular-nums">
                {formatDateTime(entry.inspectedAt)}
              </td>
              <td className="py-2 pr-3">
                <span className={cn("font-medium", VERDICT_TONE[entry.verdict])}>
                  {entry.verdict}
                </span>
                {entry.coverageState ? ` · ${entry.coverageState}` : ""}
              </td>
              <td className="py-2 pr-3 break-all">{entry.googleCanonical ?? "—"}</td>
              <td className="py-2 pr-3 whitespace-nowrap tabular-nums">
                {entry.lastCrawlTime ? formatDateTime(entry.lastCrawlTime) : "Never"}
              </td>
              <td className="py-2">
                {entry.changed.length === 0 ? (
                  <span className="text-muted-foreground">—</span>
                ) : (
                  <ul className="flex flex-wrap gap-1">
                    {entry.changed.map((change) => (
                      <li
                        key={change}
                        className="rounded-md bg-amber-100 px-1.5 py-0.5 text-xs text-amber-900 dark:bg-amber-950 dark:text-amber-200"
                      >
                        {CHANGE_LABELS[change]}
                      </li>
                    ))}
                  </ul>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
