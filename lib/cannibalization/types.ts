import type { SearchRow } from "@/lib/seo/search-metrics";

export type CannibalizationThresholds = {
  /** A page competes for a query when it takes at least this share of the query's impressions or clicks. */
  minShare: number;
  /** Queries with fewer impressions over the range are not examined. */
  minImpressions: number;
  /** Click shares count only for queries with at least this many clicks: a handful of clicks is noise. */
  minClicks: number;
  /** Days on which the best-ranked page changes before position trading counts as an issue. */
  minSwaps: number;
  /** Share of the query's impressions a page needs to take part in position trading. */
  tradingMinShare: number;
  /** "consolidate" needs the runner-up to hold at least this fraction of the primary page's impressions… */
  consolidateShareRatio: number;
  /** …and the two average positions to be at most this far apart. */
  consolidatePositionGap: number;
  /** "differentiate" needs both pages to rank at this average position or better… */
  differentiatePosition: number;
  /**
   * …and their query overlap to be under this: the impression-weighted share of their searches they
   * have in common (1 = the same queries in the same proportions, 0 = nothing in common besides this one).
   */
  differentiateOverlap: number;
  /** Estimated lost clicks at which the lost-clicks part of severity is full (it grows logarithmically). */
  severityLostClicks: number;
  /** Swaps per day at which the volatility part of severity is full. */
  severityVolatility: number;
};

/** The detector's defaults; every view and test that does not pass its own thresholds uses these. */
export const DEFAULT_CANNIBALIZATION_THRESHOLDS: Readonly<CannibalizationThresholds> = {
  minShare: 0.2,
  minImpressions: 50,
  minClicks: 10,
  minSwaps: 3,
  tradingMinShare: 0.1,
  consolidateShareRatio: 0.6,
  consolidatePositionGap: 3,
  differentiatePosition: 10,
  differentiateOverlap: 0.3,
  severityLostClicks: 500,
  severityVolatility: 0.3,
};

/** Severity at or above which an issue is in the band. */
export const SEVERITY_BANDS = { high: 60, medium: 30 } as const;
export type SeverityBand = "high" | "medium" | "low";
export type CannibalizationAction = "consolidate" | "differentiate" | "internal_link";

export type CompetingPage = {
  page: string;
  clicks: number;
  impressions: number;
  ctr: number;
  /** Impression-weighted average position of the page for this query. */
  position: number;
  impressionShare: number;
  clickShare: number;
};

export type CannibalizationIssue = {
  query: string;
  clicks: number;
  impressions: number;
  position: number;
  /** The competing pages, primary page first, then by clicks. */
  pages: CompetingPage[];
  primaryPage: string;
  /**
   * Clicks the query would get if the primary page held all its impressions at the best page's CTR (the
   * highest CTR among competing pages with tradingMinShare of the impressions), minus its actual clicks.
   */
  estimatedLostClicks: number;
  /** Days on which the best-ranked page changed, days with data, and swaps per day. */
  swaps: number;
  days: number;
  volatility: number;
  severity: number;
  band: SeverityBand;
  signals: { impressionShare: boolean; clickShare: boolean; positionTrading: boolean };
  action: CannibalizationAction;
};

export type CannibalizationSummary = Record<SeverityBand, number> & {
  issues: number;
  estimatedLostClicks: number;
};

export type CannibalizationOptions = {
  thresholds?: Partial<CannibalizationThresholds>;
  /** Query×page×date rows (keys [query, page, date]) for the position-trading test. */
  dailyRows?: readonly SearchRow[];
  /** Brand terms; queries that name the brand are left out. */
  excludeBranded?: readonly string[];
};
