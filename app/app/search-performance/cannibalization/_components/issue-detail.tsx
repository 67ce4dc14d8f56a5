"use client";

import { Badge } from "@/components/ui/badge";
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
} from "@/components/ui/sheet";
import { QueryWidget } from "@/components/data-state/query-widget";
import { WidgetState } from "@/components/data-state/widget-state";
import { SeverityBadge } from "@/components/seo/severity-badge";
import { useCannibalizationIssueQuery } from "@/hooks/queries/use-cannibalization-query";
import { ACTION_LABELS, explainAction } from "@/lib/cannibalization/explain";
import type { CannibalizationIssueRow } from "@/lib/cannibalization/issue-table";
import type { PositionDay } from "@/lib/cannibalization/position-series";
import { issueRequest, type DetectionScope } from "@/lib/cannibalization/requests";
import type { CannibalizationIssue } from "@/lib/cannibalization/types";
import { formatNumber } from "@/lib/format/numbers";
import { CompetingPagesTable } from "./competing-pages-table";
import { LazyPositionChart } from "./lazy-position-chart";
import { PlanFix } from "./plan-fix";

function signalsText(issue: CannibalizationIssue): string {
  const found = [
    issue.signals.impressionShare && "several pages share its impressions",
    issue.signals.clickShare && "several pages share its clicks",
    issue.signals.positionTrading &&
      `the best-ranked page changed on ${issue.swaps} of ${issue.days} days`,
  ].filter(Boolean);
  return `Found because ${found.join(", and ")}.`;
}

function DailyPositions({ issue, days }: { issue: CannibalizationIssue; days: PositionDay[] }) {
  if (days.length === 0)
    return (
      <WidgetState
        status="empty"
        height={288}
        title="No daily positions"
        description="Search Console has no day-by-day rows for these pages on this query in the range."
      />
    );
  return (
    <LazyPositionChart
      days={days}
      pages={issue.pages.map((p) => p.page)}
      label={`Daily position of each competing page for “${issue.query}”`}
    />
  );
}

function IssueSections({
  issue,
  positions,
  projectId,
}: {
  issue: CannibalizationIssue;
  positions: PositionDay[];
  projectId: string;
}) {
  return (
    <>
      <section
        aria-labelledby="suggestion"
        className="grid min-w-0 gap-1 rounded-lg border bg-muted/40 p-4"
      >
        <h3 id="suggestion" className="font-medium">
          Suggested: {ACTION_LABELS[issue.action].toLowerCase()}, keep{" "}
          <span className="break-all">{issue.primaryPage}</span>
        </h3>
        <p className="text-sm">{explainAction(issue)}</p>
        <p className="text-sm text-muted-foreground">{signalsText(issue)}</p>
      </section>
      <section aria-labelledby="competing-pages" className="grid min-w-0 grid-cols-1 gap-2">
        <h3 id="competing-pages" className="font-medium">
          Competing pages
        </h3>
        <CompetingPagesTable
          query={issue.query}
          pages={issue.pages}
          primaryPage={issue.primaryPage}
        />
      </section>
      <section aria-labelledby="daily-positions" className="grid min-w-0 grid-cols-1 gap-2">
        <h3 id="daily-positions" className="font-medium">
          Daily position
        </h3>
        <DailyPositions issue={issue} days={positions} />
      </section>
      <section aria-labelledby="plan-fix" className="grid min-w-0 grid-cols-1 gap-2">
        <h3 id="plan-fix" className="font-medium">
          Plan a fix
        </h3>
        <PlanFix key={issue.query} projectId={projectId} issue={issue} />
      </section>
    </>
  );
}

/**
 * The issue the URL opens: its pages, the suggested primary page and action with the reason, and
 * the daily positions, read from the server. The list's row fills the header while they load; a
 * query that is no issue for these thresholds and range opens nothing.
 */
export function IssueDetail({
  detection,
  row,
  onClose,
}: {
  detection: DetectionScope;
  row: CannibalizationIssueRow | null;
  onClose: () => void;
}) {
  const query = detection.params.issue;
  const detail = useCannibalizationIssueQuery(query ? issueRequest(detection, query) : null);
  const found = detail.data?.issue;
  const head = found ?? (row?.query === query ? row : null);
  return (
    <Sheet open={query !== null && found !== null} onOpenChange={(open) => !open && onClose()}>
      <SheetContent className="w-full gap-0 overflow-y-auto sm:max-w-3xl">
        {query ? (
          <>
            <SheetHeader className="pr-10">
              <SheetTitle className="text-xl">{query}</SheetTitle>
              <SheetDescription>
                {head
                  ? `${formatNumber(head.impressions)} impressions, ${formatNumber(head.clicks)} clicks, about ${formatNumber(head.estimatedLostClicks)} clicks lost to the split.`
                  : "Reading the competing pages…"}
              </SheetDescription>
              {head ? (
                <div className="flex flex-wrap items-center gap-2 pt-1">
                  <SeverityBadge band={head.band} severity={head.severity} />
                  <Badge variant="outline">{ACTION_LABELS[head.action]}</Badge>
                </div>
              ) : null}
            </SheetHeader>
            <div className="grid grid-cols-1 gap-6 px-4 pb-6">
              <QueryWidget
                query={{
                  ...detail,
                  data: found ? { issue: found, positions: detail.data!.positions } : undefined,
                }}
                label="the competing pages"
                skeleton="table"
                rows={3}
              >
                {(data) => <IssueSections {...data} projectId={detection.ref.projectId} />}
              </QueryWidget>
            </div>
          </>
        ) : null}
      </SheetContent>
    </Sheet>
  );
}
