"use client";

import { QueryWidget } from "@/components/data-state/query-widget";
import { useSearchConsoleData } from "@/hooks/queries/use-search-console-data-query";
import { targetQueriesRequest } from "@/lib/content/target-queries";
import type { PropertyRef } from "@/lib/data-api/schemas/common";
import { formatDateRange, type DateRange } from "@/lib/dates/format";
import { formatNumber, formatPosition } from "@/lib/format/numbers";

export type FiguresScope = { ref: PropertyRef; range: DateRange };

/** The saved target queries with their clicks, impressions and position over the view's range. */
export function TargetQueryFigures({
  queries,
  figures,
}: {
  queries: readonly string[];
  figures: FiguresScope | null;
}) {
  const request = figures ? targetQueriesRequest(figures.ref, figures.range, queries) : null;
  const query = useSearchConsoleData(request);
  if (queries.length === 0) return null;
  if (!figures)
    return (
      <p className="text-sm text-muted-foreground">
        Connect a Search Console property to this project to see each query&apos;s clicks,
        impressions and position here.
      </p>
    );
  return (
    <QueryWidget query={query} label="the target queries' figures" skeleton="table" rows={3}>
      {(data) => {
        const rows = new Map(data.rows.map((row) => [row.keys[0] ?? "", row]));
        return (
          <table className="w-full text-sm" data-slot="target-query-figures">
            <caption className="pb-1 text-left text-xs text-muted-foreground">
              Search Console, {formatDateRange(figures.range)}
            </caption>
            <thead className="text-xs text-muted-foreground">
              <tr>
                <th scope="col" className="py-1 text-left font-medium">
                  Query
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  Clicks
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  Impressions
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  Position
                </th>
              </tr>
            </thead>
            <tbody>
              {queries.map((text) => {
                const row = rows.get(text);
                return (
                  <tr key={text} className="border-t">
                    <th scope="row" className="py-1.5 text-left font-normal wrap-anywhere">
                      {text}
                    </th>
                    <td className="py-1.5 text-right tabular-nums">
                      {row ? formatNumber(row.clicks) : "—"}
                    </td>
                    <td className="py-1.5 text-right tabular-nums">
                      {row ? formatNumber(row.impressions) : "—"}
                    </td>
                    <td className="py-1.5 text-right tabular-nums">
                      {row ? formatPosition(row.position) : "—"}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        );
      }}
    </QueryWidget>
  );
}
