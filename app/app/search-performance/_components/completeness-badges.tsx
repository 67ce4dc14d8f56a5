"use client";

import { CircleCheck, EyeOff } from "lucide-react";
import { FinalBadge, FreshBadge } from "@/components/data-state/fresh-badge";
import { Badge } from "@/components/ui/badge";
import { formatDisplayDate } from "@/lib/dates/format";
import { formatPercent } from "@/lib/format/numbers";
import { tabRequest } from "@/lib/search-performance/requests";
import type { TrendData } from "./use-trend-data";
import type { ViewContext } from "./use-view-context";
import { useWidgetData } from "./use-widget-data";

/** How complete the figures are: the last day Google calls final, and the traffic no query row shows. */
export function CompletenessBadges({ context, trend }: { context: ViewContext; trend: TrendData }) {
  const { ref, range, previousRange, state, brand } = context;
  // The same request as the Queries tab's first page, so the two share one answer.
  const queries = useWidgetData(
    tabRequest(ref, range, state, brand.terms, "queries", { compareWith: previousRange }),
  );
  const lastFinal = trend.current.data?.meta.lastFinalDate;
  const fresh = trend.current.data?.meta.firstIncompleteDate;
  const hidden = queries.data?.meta.hidden;

  return (
    <div className="flex flex-wrap items-center gap-2" aria-label="Data completeness" role="group">
      {lastFinal ? (
        <Badge
          variant="outline"
          title="Days after this one are still being processed by Google and may change."
        >
          <CircleCheck aria-hidden className="text-success" />
          Final data to {formatDisplayDate(lastFinal)}
        </Badge>
      ) : null}
      {/* One rule for every widget: final data, or fresh days included and marked. */}
      {ref.fresh ? (
        <FreshBadge from={fresh && fresh <= range.endDate ? fresh : null} />
      ) : (
        <FinalBadge />
      )}
      {hidden ? (
        <Badge
          variant="outline"
          title="Clicks in the property's totals that no query row shows: anonymised queries, and rows past Search Console's 50,000-row cap."
        >
          <EyeOff aria-hidden className="text-muted-foreground" />
          Hidden queries: {formatPercent(hidden.clicksShare, 1)} of clicks
        </Badge>
      ) : null}
    </div>
  );
}
