"use client";

import Link from "next/link";
import { useCannibalizationQuery } from "@/hooks/queries/use-cannibalization-query";
import { formatNumber } from "@/lib/format/numbers";
import { cannibalizationRequest } from "@/lib/overview/requests";
import { SeverityBadge } from "@/components/seo/severity-badge";
import { QueryWidget } from "@/components/data-state/query-widget";
import type { OverviewScope } from "./use-overview-scope";
import { viewHref } from "./links";
import { useNearViewport } from "@/hooks/use-near-viewport";
import { WidgetCard } from "@/components/data-state/widget-card";

const PATH = "/app/search-performance/cannibalization/";
const SHOWN = 3;

/** How many queries have competing pages, by severity, and the worst few, each opening in its view. */
export function CannibalizationCard({ scope }: { scope: OverviewScope }) {
  // The detection reads every query×page row of the range: asked for when the card comes near.
  const [anchor, near] = useNearViewport<HTMLDivElement>();
  const result = useCannibalizationQuery(near ? cannibalizationRequest(scope, SHOWN) : null);
  return (
    <WidgetCard
      id="overview-cannibalization"
      title="Cannibalization"
      description="Queries for which two or more of your pages compete, branded queries left out."
      link={{ href: viewHref(PATH, scope), label: "All issues" }}
    >
      <div ref={anchor} />
      <QueryWidget
        query={result}
        label="cannibalization issues"
        skeleton="table"
        rows={4}
        isEmpty={(data) => data.summary.issues === 0}
        empty={{
          title: "No competing pages found",
          description:
            "No query in this range has two of your pages splitting its impressions or clicks, or trading the top spot. A longer range gives the detector more to go on.",
        }}
      >
        {({ summary, issues }) => (
          <div className="grid grid-cols-1 gap-4">
            <p className="text-sm">
              <span className="text-2xl font-semibold tabular-nums">
                {formatNumber(summary.issues)}
              </span>{" "}
              queries: {summary.high} high, {summary.medium} medium, {summary.low} low severity,
              about {formatNumber(Math.round(summary.estimatedLostClicks))} clicks lost.
            </p>
            <ol className="grid grid-cols-1 gap-2">
              {issues.map((issue) => (
                <li
                  key={issue.query}
                  className="flex min-w-0 items-center justify-between gap-3 text-sm"
                >
                  <Link
                    prefetch={false}
                    href={viewHref(PATH, scope, { issue: issue.query })}
                    className="min-w-0 truncate font-medium underline-offset-4 hover:underline"
                  >
                    {issue.query}
                  </Link>
                  <span className="flex shrink-0 items-center gap-2 text-muted-foreground">
                    {issue.pageCount} pages
                    <SeverityBadge band={issue.band} severity={issue.severity} />
                  </span>
                </li>
              ))}
            </ol>
          </div>
        )}
      </QueryWidget>
    </WidgetCard>
  );
}
