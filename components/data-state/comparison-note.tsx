import {
  comparedDaysNote,
  coverageLabel,
  coverageMessage,
  showsChange,
  type ComparisonCoverage,
} from "@/lib/dates/coverage";
import { InfoNote } from "./info-note";

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
    <InfoNote data-slot="comparison-note" data-coverage={coverage.status} className={className}>
      {text}
    </InfoNote>
  );
}

/** A KPI card's change while the comparison shows none: a neutral "—" named by the coverage. */
export function noChangeDelta(coverage: ComparisonCoverage | null | undefined) {
  if (!coverage || showsChange(coverage)) return null;
  const label = coverageLabel(coverage);
  return label ? { delta: "—", improved: null, deltaLabel: label } : null;
}
