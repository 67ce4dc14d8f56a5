import type { ComparisonCoverage } from "@/lib/dates/coverage";
import type { DateRange } from "@/lib/dates/format";
import type { Breakdown, ClickChange, Contribution } from "@/lib/seo/click-change";
import type { StorySentence } from "@/lib/seo/click-change-story";
import type { Metrics } from "@/lib/seo/search-metrics";

// The answer of POST /api/data/gsc-insights/: what the view shows, never the rows behind it.

/** One dimension's movement: a few keys each way, and the counts behind them. */
export type InsightList = {
  /** The keys that gained the most clicks. */
  up: Contribution[];
  /** The keys that lost the most clicks. */
  down: Contribution[];
  /** Keys with impressions now and none in the comparison period, most clicks first. */
  new: Contribution[];
  /** Keys with impressions then and none now, most clicks lost first. */
  gone: Contribution[];
  /** Every key's change, and the counts and clicks of the keys gained and lost. */
  summary: Pick<Breakdown, "total" | "gained" | "lost">;
};

export type GscInsightsResponse = {
  /** Whether the periods compare (lib/dates/coverage.ts); nothing below unless "full". */
  comparison: ComparisonCoverage;
  /** The comparison period read: the range's counterpart, cut to its final days. */
  compared: DateRange | null;
  /** The click change and its exact split; null unless the comparison is "full". */
  change: ClickChange | null;
  /** Why clicks changed, in sentences whose figures all come from this answer. */
  story: StorySentence[];
  queries: InsightList | null;
  pages: InsightList | null;
  /** Every device (three at most), largest change first. */
  devices: Contribution[];
  /** The countries that moved most. */
  countries: Contribution[];
  /** Search appearance types (rich results and the like) and how they moved. */
  appearance: Contribution[];
  /**
   * The same days a year (364 days, weekday-aligned) earlier, for seasonality; null when Google
   * holds no data for them.
   */
  lastYear: { range: DateRange; totals: Metrics } | null;
};
