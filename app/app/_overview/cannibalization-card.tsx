"use client";

import { useMemo } from "react";
import Link from "next/link";
import { formatNumber } from "@/lib/format/numbers";
import { resolveBrandTerms } from "@/lib/search-performance/brand";
import { SeverityBadge } from "@/components/seo/severity-badge";
import { useCannibalization } from "@/app/app/search-performance/cannibalization/_components/use-cannibalization";
import { QueryWidget } from "@/components/data-state/query-widget";
import type { OverviewScope } from "./use-overview-scope";
import { viewHref } from "./links";
import { useNearViewport } from "./use-near-viewport";
import { WidgetCard } from "@/components/data-state/widget-card";

const PATH = "/app/search-performance/cannibalization/";
const DEFAULTS = {};
const SHOWN = 3;

/** How many queries have competing pages, by severity, and the worst few, each opening in its view. */
export function CannibalizationCard({ scope }: { scope: OverviewScope }) {
  const propertyUri = scope.gscSource?.property_uri;
  const brandTerms = useMemo(
    () => resolveBrandTerms(scope.project.brand_terms, undefined, propertyUri).terms,
    [scope.project.brand_terms, propertyUri],
  );
  // The query×page rows are the overview's largest answer: fetched when the card comes near.
  const [anchor, near] = useNearViewport<HTMLDivElement>();
  const result = useCannibalization({
    ref: near ? scope.gsc : null,
    range: scope.range,
    thresholds: DEFAULTS,
    brandTerms,
  });
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
        isEmpty={(data) => data.issues.length === 0}
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
              {issues.slice(0, SHOWN).map((issue) => (
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
                    {issue.pages.length} pages
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
