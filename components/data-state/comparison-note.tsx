import { Info } from "lucide-react";
import {
  comparedDaysNote,
  coverageLabel,
  coverageMessage,
  showsChange,
  type ComparisonCoverage,
} from "@/lib/dates/coverage";
import { cn } from "@/lib/utils";

/**
 * Why a comparison shows no change (a partial comparison period, fresh days, no final data yet),
 * or over how many days it measures change when final data ends before the range does. Nothing
 * when the comparison is off or compares every day.
 */
export function ComparisonNote({
  coverage,
  className,
}: {
  coverage: ComparisonCoverage | null | undefined;
  className?: string;
}) {
  if (!coverage || coverage.status === "off") return null;
  const text = showsChange(coverage) ? comparedDaysNote(coverage) : coverageMessage(coverage);
  if (!text) return null;
  return (
    <p
      role="note"
      data-slot="comparison-note"
      data-coverage={coverage.status}
      className={cn("flex items-start gap-1.5 text-sm text-muted-foreground", className)}
    >
      <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span>{text}</span>
    </p>
  );
}

/** A KPI card's change while the comparison shows none: a neutral "—" named by the coverage. */
export function noChangeDelta(coverage: ComparisonCoverage | null | undefined) {
  if (!coverage || showsChange(coverage)) return null;
  const label = coverageLabel(coverage);
  return label ? { delta: "—", improved: null, deltaLabel: label } : null;
}
