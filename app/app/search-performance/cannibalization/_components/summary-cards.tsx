import { KpiCard } from "@/components/data-state/kpi-card";
import { formatCompact, formatNumber } from "@/lib/format/numbers";
import type { CannibalizationSummary } from "@/lib/seo/cannibalization";

/** How many queries are cannibalized, by severity, and the clicks the splits cost together. */
export function SummaryCards({ summary }: { summary: CannibalizationSummary }) {
  return (
    <div className="grid grid-cols-2 gap-4 md:grid-cols-5">
      <KpiCard label="Cannibalized queries" value={formatNumber(summary.issues)} />
      <KpiCard label="High severity" value={formatNumber(summary.high)} />
      <KpiCard label="Medium severity" value={formatNumber(summary.medium)} />
      <KpiCard label="Low severity" value={formatNumber(summary.low)} />
      <KpiCard
        label="Clicks lost (estimate)"
        value={formatCompact(Math.round(summary.estimatedLostClicks))}
        className="col-span-2 md:col-span-1"
      />
    </div>
  );
}
