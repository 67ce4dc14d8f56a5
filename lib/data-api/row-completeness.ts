import { formatDisplayDate } from "@/lib/dates/format";
import { formatNumber } from "@/lib/format/numbers";

// How complete a report's rows are, in one sentence for the views that show them.

export type RowCompletenessMeta = {
  capped: boolean;
  complete: boolean;
  slicedBy: "range" | "halves" | "day";
  cappedDays: readonly string[];
};

const NAMED_DAYS = 3;

/** "Mar 03, 2026, Mar 04, 2026 and 2 more days" */
function daysList(days: readonly string[]): string {
  const named = days.slice(0, NAMED_DAYS).map(formatDisplayDate);
  const more = days.length - named.length;
  if (more > 0) return `${named.join(", ")} and ${more} more ${more === 1 ? "day" : "days"}`;
  return named.length > 1 ? `${named.slice(0, -1).join(", ")} and ${named.at(-1)}` : named[0]!;
}

/** The days whose rows Google cuts at its 50,000 a day, in one sentence. */
export function cappedDaysSentence(cappedDays: readonly string[], rows = "rows"): string {
  const days = cappedDays.length;
  return `Complete except ${formatNumber(days)} ${days === 1 ? "day" : "days"} (${daysList(cappedDays)}) where Google returns at most 50,000 ${rows} a day: the least-seen ones of ${days === 1 ? "that day" : "those days"} are missing.`;
}

/**
 * What the rows leave out because of Google's row limit, or that they are all there although the
 * range passes it; null when the range fits in one answer and nothing is missing. `rows` names the
 * rows, e.g. "query rows" or "query×page pairs".
 */
export function rowCompletenessSentence(meta: RowCompletenessMeta, rows = "rows"): string | null {
  if (meta.cappedDays.length > 0) return cappedDaysSentence(meta.cappedDays, rows);
  if (!meta.complete || meta.capped) {
    return `Capped by Google's row limit: the least-seen ${rows} are missing.`;
  }
  if (meta.slicedBy !== "range") {
    const slices =
      meta.slicedBy === "day" ? "shorter date ranges, down to single days," : "shorter date ranges";
    return `Complete: this range has more ${rows} than Google returns at once (50,000), so they were read in ${slices} and added up.`;
  }
  return null;
}
