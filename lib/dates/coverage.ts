import { daysIn, shiftDay } from "./compare";
import type { DateRange } from "./format";
import { retentionStart, SEARCH_CONSOLE_RETENTION_MONTHS } from "./presets";

// Whether a comparison compares like with like. Pure: the server's data routes and the browser's
// widgets decide with this one rule, so a change is never shown by one and hidden by the other.
//
// The rule: a change is shown only when both periods are counted the same way over all their days.
//  - A comparison period that starts before the oldest day Search Console keeps (16 months), or
//    before a property's first data, is partial: its missing days count as zero, so every figure
//    looks like growth ("+287.7%", every query a winner). Such a comparison is marked — how many of
//    its days have data — and its changes are shown as a neutral "—", never as growth.
//    Why not clip both periods to the days both cover? The cards would show a total over the whole
//    range beside a change measured over a few months of it, and the chart, tables and movers
//    would each need a second, clipped current period; marking keeps one figure per period.
//  - With fresh days included (dataState "all"), the range's last days are only partly counted,
//    and no past period can be counted that way: any change would read as a fall that is not there.
//    Changes then wait for final data ("—" with that reason); the chart still draws the comparison
//    line, with the fresh days marked.
//  - With final data only (the default), a range ending yesterday has no data yet for its last two
//    or three days. Those days are cut from the comparison pairwise: day i of the range pairs with
//    day i of the comparison period, so a range with final data for 25 of its 28 days is compared
//    with the first 25 days of the comparison period, and the view says so.

export type ComparisonCoverage =
  /** Comparison is off. */
  | { status: "off" }
  /**
   * Both periods are complete and counted alike: changes are shown, between the range's final days
   * and `compared`, the comparison period cut to as many days (all of it unless `comparedDays < days`).
   */
  | { status: "full"; days: number; comparedDays: number; compared: DateRange }
  /** The comparison period reaches before the data Google holds: no change is shown. */
  | {
      status: "partial";
      reason: "retention" | "first-data";
      days: number;
      coveredDays: number;
      /** The first day of the comparison period that has data (null when none). */
      coveredFrom: string | null;
    }
  /** The range includes fresh, partly counted days: no change is shown. */
  | { status: "fresh"; days: number }
  /** With final data only, the range has none yet: there is nothing to compare. */
  | { status: "unfinished"; days: number };

export type CoverageInput = {
  range: DateRange;
  /** The comparison period; null when comparison is off. */
  comparison: DateRange | null;
  today: Date;
  /** The property's first day of data, when known; Search Console's retention applies anyway. */
  firstDataDate?: string | null;
  /** True when the range includes fresh days (dataState "all"). */
  fresh?: boolean;
  /** The last day with final data, when known (the day before Google's `firstIncompleteDate`). */
  lastFinalDate?: string | null;
};

/** The coverage of a comparison, by the rule above. */
export function comparisonCoverage({
  range,
  comparison,
  today,
  firstDataDate = null,
  fresh = false,
  lastFinalDate = null,
}: CoverageInput): ComparisonCoverage {
  if (!comparison) return { status: "off" };
  const days = daysIn(comparison);
  const retained = retentionStart(today);
  // yyyy-MM-dd strings order like the days they name.
  const firstData = firstDataDate && firstDataDate > retained ? firstDataDate : null;
  const oldest = firstData ?? retained;
  if (comparison.startDate < oldest) {
    const coveredFrom = comparison.endDate >= oldest ? oldest : null;
    const coveredDays = coveredFrom
      ? daysIn({ startDate: coveredFrom, endDate: comparison.endDate })
      : 0;
    return {
      status: "partial",
      reason: firstData ? "first-data" : "retention",
      days,
      coveredDays,
      coveredFrom,
    };
  }
  if (fresh) return { status: "fresh", days };
  const finalDays =
    lastFinalDate && lastFinalDate < range.endDate
      ? daysIn({ startDate: range.startDate, endDate: lastFinalDate })
      : days;
  const comparedDays = Math.min(days, finalDays);
  if (comparedDays === 0) return { status: "unfinished", days };
  const compared =
    comparedDays === days
      ? comparison
      : {
          startDate: comparison.startDate,
          endDate: shiftDay(comparison.startDate, comparedDays - 1),
        };
  return { status: "full", days, comparedDays, compared };
}

/** True when changes between the periods may be shown. */
export function showsChange(coverage: ComparisonCoverage): boolean {
  return coverage.status === "full";
}

const dayCount = (n: number) => `${n.toLocaleString("en-US")} ${n === 1 ? "day" : "days"}`;

/** The short mark beside a comparison that shows no change; null when changes are shown. */
export function coverageLabel(coverage: ComparisonCoverage): string | null {
  if (coverage.status === "partial") return "Partial comparison";
  if (coverage.status === "fresh") return "No change while fresh days are included";
  if (coverage.status === "unfinished") return "No final data yet";
  return null;
}

/** Why no change is shown, in a sentence; null when changes are shown. */
export function coverageMessage(coverage: ComparisonCoverage): string | null {
  if (coverage.status === "partial") {
    const source =
      coverage.reason === "retention"
        ? `Google keeps ${SEARCH_CONSOLE_RETENTION_MONTHS} months`
        : `this property's data starts on ${coverage.coveredFrom ?? "a later day"}`;
    return `Partial comparison: ${source}; the previous period has data for ${coverage.coveredDays} of its ${dayCount(coverage.days)}. Changes are not shown.`;
  }
  if (coverage.status === "fresh") {
    return "Fresh days are only partly counted, so changes are measured on final data only. Turn off fresh days to compare.";
  }
  if (coverage.status === "unfinished") {
    return "The range has no final data yet, so there is nothing to compare. Include fresh days to see its first figures.";
  }
  return null;
}

/** The note beside changes measured over fewer days than the range has; null over all of them. */
export function comparedDaysNote(coverage: ComparisonCoverage): string | null {
  if (coverage.status !== "full" || coverage.comparedDays === coverage.days) return null;
  return `Final data covers ${coverage.comparedDays} of the range's ${dayCount(coverage.days)}: changes compare the first ${dayCount(coverage.comparedDays)} of each period.`;
}
