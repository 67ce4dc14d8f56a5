"use client";

import { useMemo } from "react";
import { Badge } from "@/components/ui/badge";
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
} from "@/components/ui/sheet";
import { useSearchConsoleData } from "@/hooks/queries/use-search-console-data-query";
import type { DateRange } from "@/lib/dates/format";
import type { PropertyRef } from "@/lib/data-api/schemas/common";
import { formatNumber } from "@/lib/format/numbers";
import type { CannibalizationIssue } from "@/lib/cannibalization/types";
import { QueryWidget } from "@/components/data-state/query-widget";
import { ACTION_LABELS, explainAction } from "@/lib/cannibalization/explain";
import { positionSeries } from "@/lib/cannibalization/position-series";
import { CompetingPagesTable } from "./competing-pages-table";
import { LazyPositionChart } from "./lazy-position-chart";
import { SeverityBadge } from "@/components/seo/severity-badge";

function signalsText(issue: CannibalizationIssue): string {
  const found = [
    issue.signals.impressionShare && "several pages share its impressions",
    issue.signals.clickShare && "several pages share its clicks",
    issue.signals.positionTrading &&
      `the best-ranked page changed on ${issue.swaps} of ${issue.days} days`,
  ].filter(Boolean);
  return `Found because ${found.join(", and ")}.`;
}

function DailyPositions({
  issue,
  property,
  range,
}: {
  issue: CannibalizationIssue;
  property: PropertyRef;
  range: DateRange;
}) {
  const query = useSearchConsoleData({
    ...property,
    ...range,
    dimensions: ["page", "date"],
    filters: [{ dimension: "query", operator: "equals", expression: issue.query }],
  });
  const pages = useMemo(() => issue.pages.map((p) => p.page), [issue]);
  const days = useMemo(
    () => (query.data ? positionSeries(query.data.rows, pages) : undefined),
    [query.data, pages],
  );
  return (
    <QueryWidget
      query={{ ...query, data: days }}
      label="daily positions"
      height={288}
      isEmpty={(d) => d.length === 0}
      empty={{
        title: "No daily positions",
        description:
          "Search Console has no day-by-day rows for these pages on this query in the range.",
      }}
    >
      {(data) => (
        <LazyPositionChart
          days={data}
          pages={pages}
          label={`Daily position of each competing page for “${issue.query}”`}
        />
      )}
    </QueryWidget>
  );
}

/** One issue opened: its pages, the suggested primary page and action with the reason, and the daily positions. */
export function IssueDetail({
  issue,
  property,
  range,
  onClose,
}: {
  issue: CannibalizationIssue | null;
  property: PropertyRef;
  range: DateRange;
  onClose: () => void;
}) {
  return (
    <Sheet open={issue !== null} onOpenChange={(open) => !open && onClose()}>
      <SheetContent className="w-full gap-0 overflow-y-auto sm:max-w-3xl">
        {issue ? (
          <>
            <SheetHeader className="pr-10">
              <SheetTitle className="text-xl">{issue.query}</SheetTitle>
              <SheetDescription>
                {formatNumber(issue.impressions)} impressions, {formatNumber(issue.clicks)} clicks,
                about {formatNumber(issue.estimatedLostClicks)} clicks lost to the split.
              </SheetDescription>
              <div className="flex flex-wrap items-center gap-2 pt-1">
                <SeverityBadge band={issue.band} severity={issue.severity} />
                <Badge variant="outline">{ACTION_LABELS[issue.action]}</Badge>
              </div>
            </SheetHeader>
            <div className="grid grid-cols-1 gap-6 px-4 pb-6">
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
                <DailyPositions issue={issue} property={property} range={range} />
              </section>
            </div>
          </>
        ) : null}
      </SheetContent>
    </Sheet>
  );
}
