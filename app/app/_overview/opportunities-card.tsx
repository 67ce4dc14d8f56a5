"use client";

import Link from "next/link";
import { formatNumber, formatPercent, formatPosition } from "@/lib/format/numbers";
import { DEFAULT_OPPORTUNITY_RULE as RULE } from "@/lib/overview/opportunities";
import { QueryWidget } from "@/components/data-state/query-widget";
import { useOpportunities } from "./use-overview-data";
import type { OverviewScope } from "./use-overview-scope";
import { viewHref } from "./links";
import { WidgetCard } from "@/components/data-state/widget-card";

/** The queries where a small climb or a better snippet pays most: ranking 4–15, seen a lot, under the site's CTR curve. */
export function OpportunitiesCard({ scope }: { scope: OverviewScope }) {
  const query = useOpportunities(scope);
  return (
    <WidgetCard
      id="overview-opportunities"
      title="Top opportunities"
      link={{ href: viewHref("/app/opportunities/", scope), label: "All opportunities" }}
      description={`Queries at positions ${RULE.minPosition}–${RULE.maxPosition} with ${RULE.minImpressions}+ impressions and a CTR below your site's curve, by the clicks they would earn at position ${RULE.targetPosition}.`}
    >
      <QueryWidget
        query={query}
        label="opportunities"
        skeleton="table"
        rows={5}
        isEmpty={(data) => data.opportunities.length === 0}
        empty={{
          title: "No opportunities in this range",
          description:
            "No query ranking 4–15 with enough impressions earns less than your site's usual CTR for its position, or there is too little data to draw the curve. Try a longer range.",
        }}
      >
        {({ opportunities }) => (
          <ol className="grid grid-cols-1 gap-3">
            {opportunities.map((o) => (
              <li key={o.key} className="grid min-w-0 gap-0.5 text-sm">
                <div className="flex min-w-0 items-baseline justify-between gap-3">
                  <Link
                    prefetch={false}
                    href={viewHref("/app/search-performance/", scope, { drillQuery: o.key })}
                    className="min-w-0 truncate font-medium underline-offset-4 hover:underline"
                  >
                    {o.key}
                  </Link>
                  <span className="shrink-0 font-medium text-success tabular-nums">
                    +{formatNumber(o.potentialClicks)} clicks
                  </span>
                </div>
                <p className="text-muted-foreground tabular-nums">
                  Position {formatPosition(o.position)} · {formatNumber(o.impressions)} impressions
                  · CTR {formatPercent(o.ctr)} where {formatPercent(o.expectedCtr)} is usual
                </p>
              </li>
            ))}
          </ol>
        )}
      </QueryWidget>
    </WidgetCard>
  );
}
