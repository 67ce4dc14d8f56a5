"use client";

import { Button } from "@/components/ui/button";
import { formatNumber } from "@/lib/format/numbers";
import type { CoverageIssueRow } from "@/lib/coverage/types";
import { cn } from "@/lib/utils";

const KIND_LABELS: Record<CoverageIssueRow["kind"], string> = {
  error: "Error",
  excluded: "Excluded",
  valid: "Valid",
};

const KIND_TONES: Record<CoverageIssueRow["kind"], string> = {
  error: "bg-destructive/10 text-destructive",
  excluded: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200",
  valid: "bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200",
};

/** The URLs in the issue on each inspection day, as a small line. */
function Trend({ points }: { points: CoverageIssueRow["trend"] }) {
  if (points.length < 2) return <span className="text-muted-foreground">—</span>;
  const max = Math.max(...points.map((p) => p.urls), 1);
  const step = 80 / (points.length - 1);
  const path = points.map(
    (p, i) => `${i === 0 ? "M" : "L"}${i * step},${20 - (p.urls / max) * 18}`,
  );
  return (
    <svg
      viewBox="0 0 80 22"
      className="h-5 w-20"
      role="img"
      aria-label={`Trend over ${points.length} inspection days`}
    >
      <path d={path.join(" ")} fill="none" className="stroke-current" strokeWidth={1.5} />
    </svg>
  );
}

/** Google's page-indexing groups with their counts, clicks at stake, trend and what to do. */
export function IssuesTable({
  issues,
  pending,
  onShow,
  onValidate,
}: {
  issues: CoverageIssueRow[];
  pending: boolean;
  onShow: (issue: string) => void;
  onValidate: (issue: string) => void;
}) {
  if (issues.length === 0) {
    return (
      <p className="py-6 text-center text-sm text-muted-foreground">
        No inspected URL is out of the index. Inspect today&apos;s picks to learn more of the site.
      </p>
    );
  }
  return (
    <ul className="grid min-w-0 grid-cols-1 gap-3" aria-label="Issues">
      {issues.map((issue) => (
        <li
          key={issue.issue}
          className="grid gap-2 rounded-lg border p-3"
          data-testid="coverage-issue"
        >
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div className="grid min-w-0 gap-1">
              <h3 className="font-medium">
                {issue.label}{" "}
                <span
                  className={cn("ml-1 rounded-md px-1.5 py-0.5 text-xs", KIND_TONES[issue.kind])}
                >
                  {KIND_LABELS[issue.kind]}
                </span>
              </h3>
              <p className="text-sm text-muted-foreground">{issue.meaning}</p>
              <p className="text-sm">
                <span className="font-medium">What to do: </span>
                {issue.action}
              </p>
            </div>
            <div className="grid justify-items-end gap-1 text-right text-sm">
              <span className="tabular-nums">
                <span className="text-lg font-semibold">{formatNumber(issue.urls)}</span> URL
                {issue.urls === 1 ? "" : "s"}
              </span>
              <span className="text-muted-foreground tabular-nums">
                {formatNumber(issue.clicksAtStake)} clicks at stake
              </span>
              <Trend points={issue.trend} />
            </div>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" size="sm" onClick={() => onShow(issue.issue)}>
              Show URLs
            </Button>
            <Button
              variant="outline"
              size="sm"
              disabled={pending}
              onClick={() => onValidate(issue.issue)}
            >
              Validate fix
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
