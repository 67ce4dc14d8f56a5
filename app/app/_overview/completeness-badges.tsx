"use client";

import { FinalBadge, FreshBadge } from "@/components/data-state/fresh-badge";
import { Badge } from "@/components/ui/badge";
import { rowCompletenessSentence } from "@/lib/data-api/row-completeness";
import { formatDisplayDate } from "@/lib/dates/format";
import { formatPercent } from "@/lib/format/numbers";
import { useDailySearch, useTopTable } from "./use-overview-data";
import type { OverviewScope } from "./use-overview-scope";

/** How complete the Search Console figures are: the last final day, and the clicks no query row holds. */
export function CompletenessBadges({ scope }: { scope: OverviewScope }) {
  const { current } = useDailySearch(scope);
  // The top queries' first page carries what the rows leave out, read over every row.
  const queries = useTopTable(scope, "query");
  const lastFinal = current.data?.meta.lastFinalDate;
  const fresh = current.data?.meta.firstIncompleteDate;
  const hidden = queries.data?.meta.hidden;
  return (
    // A badge's text wraps on a phone rather than widening the page.
    <ul
      aria-label="Data completeness"
      className="flex min-w-0 flex-wrap gap-2 [&_[data-slot=badge]]:whitespace-normal"
    >
      {lastFinal ? (
        <li className="min-w-0">
          <Badge
            variant="outline"
            title="Later days are still being processed by Google and may change."
          >
            Final data through {formatDisplayDate(lastFinal)}
          </Badge>
        </li>
      ) : null}
      {/* One rule for every widget: final data, or fresh days included and marked. */}
      <li className="min-w-0">
        {scope.fresh ? (
          <FreshBadge from={fresh && fresh <= scope.range.endDate ? fresh : null} />
        ) : (
          <FinalBadge />
        )}
      </li>
      {hidden ? (
        <li className="min-w-0">
          <Badge
            variant={hidden.clicksShare > 0.25 ? "warning" : "outline"}
            title="Clicks in the property's totals that no query row holds: anonymised and rare queries."
          >
            Hidden queries: {formatPercent(hidden.clicksShare, 1)} of clicks
          </Badge>
        </li>
      ) : null}
      {queries.data?.meta.capped ? (
        <li className="min-w-0">
          <Badge
            variant="warning"
            title={rowCompletenessSentence(queries.data.meta, "query rows") ?? undefined}
          >
            Query rows capped at Google&apos;s limit
          </Badge>
        </li>
      ) : null}
    </ul>
  );
}
