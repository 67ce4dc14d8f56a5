"use client";

import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { formatDateRange } from "@/lib/dates/format";
import { formatNumber } from "@/lib/format/numbers";
import { DEFAULT_MOVER_RULE, type ComparedRow } from "@/lib/overview/movers";
import type { OverviewDimension } from "@/lib/overview/requests";
import { ChangeText } from "@/components/data-state/change-text";
import { QueryWidget } from "@/components/data-state/query-widget";
import { viewHref } from "./links";
import { useMovers } from "./use-overview-data";
import type { OverviewScope } from "./use-overview-scope";
import { WidgetCard } from "@/components/data-state/widget-card";
import { ComparisonNote } from "@/components/data-state/comparison-note";
import { showsChange } from "@/lib/dates/coverage";

function MoverList({ title, rows, empty }: { title: string; rows: ComparedRow[]; empty: string }) {
  return (
    <div className="grid min-w-0 content-start gap-2">
      <h3 className="text-sm font-medium">{title}</h3>
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ol className="grid grid-cols-1 gap-1.5">
          {rows.map((row) => (
            <li key={row.key} className="flex min-w-0 items-baseline justify-between gap-3 text-sm">
              <span className="min-w-0 truncate" title={row.key}>
                {row.key}
              </span>
              <span className="flex shrink-0 items-baseline gap-2">
                <span className="text-muted-foreground tabular-nums">
                  {formatNumber(row.previous.clicks)} → {formatNumber(row.clicks)}
                </span>
                <ChangeText value={row.clicksChange} />
              </span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

function Movers({ scope, dimension }: { scope: OverviewScope; dimension: OverviewDimension }) {
  const query = useMovers(scope, dimension);
  const noun = dimension === "query" ? "query" : "page";
  const floor = `No ${noun} with ${DEFAULT_MOVER_RULE.minClicks} or more clicks in either period`;
  return (
    <QueryWidget query={query} label={`${noun} winners and losers`} skeleton="table" rows={5}>
      {({ winners, losers, comparison }) =>
        // No winners or losers from periods that do not compare: every key would be a winner.
        showsChange(comparison) ? (
          <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
            <ComparisonNote coverage={comparison} className="md:col-span-2" />
            <MoverList title="Biggest winners" rows={winners} empty={`${floor} gained clicks.`} />
            <MoverList title="Biggest losers" rows={losers} empty={`${floor} lost clicks.`} />
          </div>
        ) : (
          <div className="grid gap-1">
            <p className="text-2xl font-semibold text-muted-foreground" aria-hidden>
              —
            </p>
            <ComparisonNote coverage={comparison} />
          </div>
        )
      }
    </QueryWidget>
  );
}

/** The queries and pages that gained and lost the most clicks since the comparison period. */
export function MoversCard({ scope }: { scope: OverviewScope }) {
  return (
    <WidgetCard
      id="overview-movers"
      title="Winners and losers"
      link={{ href: viewHref("/app/gsc-insights/", scope), label: "Why clicks changed" }}
      description={`Clicks against ${formatDateRange(scope.comparison)}`}
    >
      <Tabs defaultValue="page">
        <TabsList aria-label="Winners and losers of">
          <TabsTrigger value="page">Pages</TabsTrigger>
          <TabsTrigger value="query">Queries</TabsTrigger>
        </TabsList>
        <TabsContent value="page" className="pt-2">
          <Movers scope={scope} dimension="page" />
        </TabsContent>
        <TabsContent value="query" className="pt-2">
          <Movers scope={scope} dimension="query" />
        </TabsContent>
      </Tabs>
    </WidgetCard>
  );
}
