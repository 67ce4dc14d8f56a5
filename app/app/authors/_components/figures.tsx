import { ChangeText } from "@/components/data-state/change-text";
import { noChangeDelta } from "@/components/data-state/comparison-note";
import { KpiCard } from "@/components/data-state/kpi-card";
import type { DataTableColumn } from "@/components/data-table/columns";
import type { AuthorMetrics } from "@/lib/authors/api-types";
import { metricChanges, relativeChange } from "@/lib/authors-view/requests";
import type { CompareMode } from "@/lib/dates/compare";
import type { ComparisonCoverage } from "@/lib/dates/coverage";
import {
  formatCompact,
  formatDelta,
  formatPercent,
  formatPosition,
  judgeDelta,
} from "@/lib/format/numbers";

export const COMPARE_LABEL: Record<CompareMode, string> = {
  previous: "vs previous period",
  year: "vs last year",
};

type Measured = { metrics: AuthorMetrics; previous: AuthorMetrics | null };

/** The figure columns every Authors table shares; the change column only while comparing. */
export function metricColumns<T extends Measured>(compared: boolean): DataTableColumn<T>[] {
  return [
    { id: "clicks", header: "Clicks", value: (r) => r.metrics.clicks, format: "number" },
    ...(compared
      ? ([
          {
            id: "clicksChange",
            header: "Clicks change",
            value: (r) => (r.previous ? r.metrics.clicks - r.previous.clicks : null),
            format: "number",
            cell: (r) => <ClicksChange row={r} />,
            csv: (r) => (r.previous ? r.metrics.clicks - r.previous.clicks : null),
          },
        ] satisfies DataTableColumn<T>[])
      : []),
    {
      id: "impressions",
      header: "Impressions",
      value: (r) => r.metrics.impressions,
      format: "number",
    },
    { id: "ctr", header: "CTR", value: (r) => r.metrics.ctr, format: "percent" },
    { id: "position", header: "Position", value: (r) => r.metrics.position, format: "position" },
  ];
}

/** A row's click change: the count and the percentage; "—" when no comparison may be shown. */
function ClicksChange({ row }: { row: Measured }) {
  if (!row.previous) return <span className="text-muted-foreground">—</span>;
  return (
    <span className="inline-flex flex-col items-end">
      <ChangeText value={row.metrics.clicks - row.previous.clicks} />
      <span className="text-xs">
        <ChangeText
          value={relativeChange(row.metrics.clicks, row.previous.clicks)}
          style="percent"
        />
      </span>
    </span>
  );
}

const KPI_CARDS: {
  metric: keyof AuthorMetrics;
  label: string;
  value: (m: AuthorMetrics) => string;
}[] = [
  { metric: "clicks", label: "Clicks", value: (m) => formatCompact(m.clicks) },
  { metric: "impressions", label: "Impressions", value: (m) => formatCompact(m.impressions) },
  { metric: "ctr", label: "Average CTR", value: (m) => formatPercent(m.ctr) },
  { metric: "position", label: "Average position", value: (m) => formatPosition(m.position) },
];

/**
 * Four KPI cards of an author's (or every author's) figures with their change, which is the
 * server's: none, with its reason, when the comparison may not be shown.
 */
export function MetricKpis({
  totals,
  previous,
  coverage,
  compare,
  sparkline,
}: {
  totals: AuthorMetrics;
  previous: AuthorMetrics | null;
  coverage: ComparisonCoverage;
  compare: CompareMode | null;
  sparkline?: { clicks: number[]; impressions: number[] };
}) {
  const changes = metricChanges(totals, previous);
  const noChange = compare ? noChangeDelta(coverage) : null;
  return KPI_CARDS.map(({ metric, label, value }) => {
    const change = changes[metric];
    const delta = compare && previous ? formatDelta(change.value, change.style) : undefined;
    return (
      <KpiCard
        key={metric}
        label={label}
        value={value(totals)}
        delta={noChange ? noChange.delta : delta}
        improved={
          noChange || !previous
            ? null
            : judgeDelta(change.value, change.style, metric === "position")
        }
        deltaLabel={
          noChange ? noChange.deltaLabel : delta && compare ? COMPARE_LABEL[compare] : undefined
        }
        sparkline={
          sparkline && (metric === "clicks" || metric === "impressions")
            ? sparkline[metric]
            : undefined
        }
      />
    );
  });
}
