import { KpiCard } from "@/components/data-state/kpi-card";
import { formatCompact, formatDelta, formatNumber, judgeDelta } from "@/lib/format/numbers";
import type { CannibalizationSummary } from "@/lib/cannibalization/types";

type Field = "issues" | "high" | "medium" | "low" | "estimatedLostClicks";

const CARDS: { field: Field; label: string }[] = [
  { field: "issues", label: "Cannibalized queries" },
  { field: "high", label: "High severity" },
  { field: "medium", label: "Medium severity" },
  { field: "low", label: "Low severity" },
  { field: "estimatedLostClicks", label: "Clicks lost (estimate)" },
];

/**
 * How many queries are cannibalized, by severity, and the clicks the splits cost together; in
 * compare mode each with its change, where fewer is better.
 */
export function SummaryCards({
  summary,
  previous,
  deltaLabel,
}: {
  summary: CannibalizationSummary;
  previous?: CannibalizationSummary;
  deltaLabel?: string;
}) {
  return (
    <div className="grid grid-cols-2 gap-4 md:grid-cols-5">
      {CARDS.map(({ field, label }) => {
        const value = Math.round(summary[field]);
        const change = previous ? value - Math.round(previous[field]) : null;
        return (
          <KpiCard
            key={field}
            label={label}
            value={field === "estimatedLostClicks" ? formatCompact(value) : formatNumber(value)}
            delta={change !== null ? formatDelta(change) : undefined}
            improved={judgeDelta(change, "number", true)}
            deltaLabel={change !== null ? deltaLabel : undefined}
            className={field === "estimatedLostClicks" ? "col-span-2 md:col-span-1" : undefined}
          />
        );
      })}
    </div>
  );
}
