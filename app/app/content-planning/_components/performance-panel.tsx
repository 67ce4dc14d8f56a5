"use client";

import { ChangeText } from "@/components/data-state/change-text";
import { QueryWidget } from "@/components/data-state/query-widget";
import { useContentPerformance } from "@/hooks/queries/use-content";
import type {
  ContentIndexState,
  ContentPerformance,
  PerformanceMetrics,
} from "@/lib/content/types";
import { formatDateRange, formatDisplayDate } from "@/lib/dates/format";
import { formatNumber, formatPercent, formatPosition } from "@/lib/format/numbers";

type Ready = Exclude<ContentPerformance, { status: "unpublished" }>;

const METRICS = [
  { key: "clicks", label: "Clicks", show: formatNumber, style: "number" },
  { key: "impressions", label: "Impressions", show: formatNumber, style: "number" },
  { key: "ctr", label: "CTR", show: (v: number) => formatPercent(v), style: "percent" },
  { key: "position", label: "Position", show: formatPosition, style: "position" },
] as const;

function change(
  key: keyof PerformanceMetrics,
  before: PerformanceMetrics,
  after: PerformanceMetrics | null,
) {
  if (!after) return null;
  // No position without impressions: a change from or to "—" is not one.
  if (key === "position" && (before.position <= 0 || after.position <= 0)) return null;
  return after[key] - before[key];
}

function UrlFigures({ data }: { data: Ready }) {
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">The page before and after publishing</caption>
      <thead className="text-xs text-muted-foreground">
        <tr>
          <th scope="col" className="py-1 text-left font-medium">
            Metric
          </th>
          <th scope="col" className="py-1 text-right font-medium">
            28 days before
          </th>
          <th scope="col" className="py-1 text-right font-medium">
            28 days after
          </th>
          <th scope="col" className="py-1 text-right font-medium">
            Change
          </th>
        </tr>
      </thead>
      <tbody>
        {METRICS.map(({ key, label, show, style }) => (
          <tr key={key} className="border-t">
            <th scope="row" className="py-1.5 text-left font-medium">
              {label}
            </th>
            <td className="py-1.5 text-right tabular-nums">{show(data.beforeMetrics[key])}</td>
            <td className="py-1.5 text-right tabular-nums">
              {data.afterMetrics ? show(data.afterMetrics[key]) : "—"}
            </td>
            <td className="py-1.5 text-right">
              <ChangeText
                value={change(key, data.beforeMetrics, data.afterMetrics)}
                style={style}
                lowerIsBetter={key === "position"}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function QueryMovement({ data }: { data: Ready }) {
  if (data.queries.length === 0) return null;
  return (
    <table className="w-full text-sm">
      <caption className="pb-1 text-left text-xs font-medium text-muted-foreground">
        Target queries across the site: position before → after
      </caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">Query</th>
          <th scope="col">Position before</th>
          <th scope="col">Position after</th>
          <th scope="col">Clicks change</th>
        </tr>
      </thead>
      <tbody>
        {data.queries.map(({ query, before, after }) => (
          <tr key={query} className="border-t">
            <th scope="row" className="py-1.5 text-left font-normal wrap-anywhere">
              {query}
            </th>
            <td className="py-1.5 text-right tabular-nums">{formatPosition(before.position)}</td>
            <td className="py-1.5 text-right tabular-nums">
              {after ? formatPosition(after.position) : "—"}
            </td>
            <td className="py-1.5 text-right">
              <ChangeText value={change("clicks", before, after)} />{" "}
              <span className="text-xs text-muted-foreground">clicks</span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Whether Google has the page in its index, from the inspection queued three days after publishing. */
function IndexState({ index }: { index: ContentIndexState }) {
  const text =
    index.status === "not_inspected"
      ? `Not inspected yet: URL Inspection checks it on ${formatDisplayDate(index.checkOn)}.`
      : `${index.status === "indexed" ? "Indexed" : "Not indexed"}${index.coverageState ? ` (${index.coverageState})` : ""}, inspected ${formatDisplayDate(index.inspectedAt.slice(0, 10))}.`;
  return (
    <p className="text-sm" data-slot="item-index" data-status={index.status}>
      <span className="font-medium">Index: </span>
      {text}
    </p>
  );
}

/** A published item's page and target queries over the 28 days before and after it went live. */
export function PerformancePanel({ projectId, itemId }: { projectId: string; itemId: string }) {
  const query = useContentPerformance(projectId, itemId);
  return (
    <section
      aria-labelledby="item-performance"
      className="grid gap-3 rounded-lg border p-4"
      data-slot="item-performance"
    >
      <h3 id="item-performance" className="font-medium">
        Performance since publishing
      </h3>
      <QueryWidget query={query} label="the performance" skeleton="table" rows={4}>
        {(data) =>
          data.status === "unpublished" ? (
            <p className="text-sm text-muted-foreground">{data.message}</p>
          ) : (
            <div className="grid gap-3">
              <p className="text-sm text-muted-foreground">
                <span className="break-all">{data.url}</span>, published{" "}
                {formatDisplayDate(data.publishDate)}. Before: {formatDateRange(data.before)};
                after: {formatDateRange(data.after)}.
              </p>
              {data.status === "pending" ? (
                <p
                  className="rounded-md bg-muted px-3 py-2 text-sm"
                  data-slot="performance-pending"
                >
                  Pending: ready on {formatDisplayDate(data.readyOn)}, when Google&apos;s data for
                  the 28 days after is final ({formatNumber(data.daysToWait)}{" "}
                  {data.daysToWait === 1 ? "day" : "days"} to go).
                </p>
              ) : null}
              {data.index ? <IndexState index={data.index} /> : null}
              <UrlFigures data={data} />
              <QueryMovement data={data} />
            </div>
          )
        }
      </QueryWidget>
    </section>
  );
}
