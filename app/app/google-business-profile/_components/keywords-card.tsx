"use client";

import { useMemo } from "react";
import { QueryWidget } from "@/components/data-state/query-widget";
import { WidgetCard } from "@/components/data-state/widget-card";
import { DataTable, type DataTableColumn } from "@/components/data-table/data-table";
import {
  keywordImpressionsText,
  keywordSummary,
  monthsLabel,
  monthsOfRange,
  sortKeywords,
  type GbpKeyword,
} from "@/lib/business-profile/keywords";
import { formatNumber } from "@/lib/format/numbers";
import type { LocationScope } from "./use-location-scope";
import { useGbpKeywordsQuery } from "./use-gbp-keywords-query";

const COLUMNS: DataTableColumn<GbpKeyword>[] = [
  { id: "keyword", header: "Keyword", value: (k) => k.keyword },
  {
    id: "impressions",
    header: "Impressions",
    // Thresholded keywords have no count: they sort last, whichever the direction.
    value: (k) => k.value,
    format: "number",
    cell: (k) => keywordImpressionsText(k),
    csv: (k) => (k.value !== null ? k.value : keywordImpressionsText(k)),
  },
];

function Summary({ keywords }: { keywords: readonly GbpKeyword[] }) {
  const s = keywordSummary(keywords);
  return (
    <p className="text-sm text-muted-foreground">
      {formatNumber(s.total)} keyword{s.total === 1 ? "" : "s"}; {formatNumber(s.counted)} counted
      with {formatNumber(s.countedImpressions)} impressions in all
      {s.belowThreshold > 0 && s.threshold !== null
        ? `. Google gives no count for ${formatNumber(s.belowThreshold)} of them, only that each had fewer than ${formatNumber(s.threshold)}.`
        : "."}
    </p>
  );
}

/** The search terms that showed the profile, over the calendar months the range touches. */
export function KeywordsCard({ scope }: { scope: LocationScope }) {
  const months = monthsOfRange(scope.range);
  const query = useGbpKeywordsQuery({ locationId: scope.location.location_id, ...months });
  const keywords = useMemo(
    () => (query.data ? sortKeywords(query.data.keywords) : undefined),
    [query.data],
  );
  const label = monthsLabel(months);
  return (
    <WidgetCard
      id="profile-keywords"
      title="Search keywords"
      description={`What people searched for when the profile showed on Search or Maps, ${label}. Google counts keywords by calendar month, so whole months are shown.`}
    >
      <QueryWidget
        query={{ ...query, data: keywords }}
        label="the search keywords"
        skeleton="table"
        isEmpty={(list) => list.length === 0}
        empty={{
          title: "No search keywords for these months",
          description: `Google reported no search keywords for this location in ${label}. Keywords appear once enough people find the profile through a search; try a longer range.`,
        }}
      >
        {(list) => (
          <div className="grid grid-cols-1 gap-3">
            <Summary keywords={list} />
            <DataTable
              columns={COLUMNS}
              data={list}
              caption={`Search keywords, ${label}`}
              search={{ columnId: "keyword", label: "Search keywords" }}
              exportFilename={`business-profile-keywords-${scope.location.location_id}-${months.startMonth}-${months.endMonth}.csv`}
              getRowId={(k) => k.keyword}
            />
          </div>
        )}
      </QueryWidget>
    </WidgetCard>
  );
}
