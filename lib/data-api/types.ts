import type { ComparisonCoverage } from "@/lib/dates/coverage";
import type { Ga4Report } from "@/lib/google/ga4-report";
import type { GscInspection } from "@/lib/google/schemas/search-console";

// The JSON shapes the data routes answer and the query hooks read.

export type SearchConsoleRow = {
  keys: string[];
  clicks: number;
  impressions: number;
  /** A fraction, 0–1. */
  ctr: number;
  position: number;
};

export type SearchConsoleTotals = Omit<SearchConsoleRow, "keys">;
export type SearchConsoleMetrics = SearchConsoleTotals;

/** A row beside its comparison period: null without one, all zero when the key had no traffic then. */
export type SearchConsoleTableRow = SearchConsoleRow & { previous: SearchConsoleMetrics | null };

/** What the rows do not show of the totals: anonymised queries, and rows past a cap. */
export type SearchConsoleHidden = {
  clicks: number;
  impressions: number;
  clicksShare: number;
  impressionsShare: number;
};

export type SearchConsoleDataResponse = {
  /** One page of the rows when the request names a table page (every row otherwise). */
  rows: SearchConsoleTableRow[];
  totals: SearchConsoleTotals;
  /**
   * The comparison period's totals over the days compared (`comparison.compared`); null without a
   * comparison or when it shows no change (a partial period, fresh days).
   */
  previousTotals: SearchConsoleTotals | null;
  /** Whether the comparison shows change, and why not (lib/dates/coverage.ts); with `compareWith` only. */
  comparison?: ComparisonCoverage;
  /** Totals of the query rows that name the brand and of the others, when the request asks. */
  brandSplit?: { branded: SearchConsoleMetrics; nonBranded: SearchConsoleMetrics };
  meta: {
    /** Rows are missing because of Google's row limit (see `cappedDays`), or the request's rowLimit. */
    capped: boolean;
    /** Every row Google holds for the range is in the answer. */
    complete: boolean;
    /**
     * How Google's rows were read: the range in one answer, merged from halves (halved again while
     * capped), or merged from slices of which some were read day by day.
     */
    slicedBy: "range" | "halves" | "day";
    /** Days whose own answer holds the 50,000 rows Google returns at most: their least-seen rows are missing. */
    cappedDays: string[];
    /** Rows matching the table's search (all of Google's rows without one). */
    rowCount: number;
    /** Every row Google answered, before the search. */
    totalRows: number;
    /** Days from here on are still being processed and may change (dataState "all"). */
    firstIncompleteDate?: string;
    /** The range's last final day when it has later ones, with final data only too. */
    lastFinalDate?: string;
    /** Set when the rows are grouped by query, where Google leaves anonymised queries out. */
    hidden: SearchConsoleHidden | null;
  };
};

/** A GA4 report with its metric strings parsed to numbers. */
export type Ga4ReportResponse = Ga4Report;

export type GbpDailyValue = { date: string; value: number };

export type GbpMetricsResponse = {
  locationId: string;
  startDate: string;
  endDate: string;
  /** One series per metric asked for, every day of the range present (zero days filled). */
  series: { metric: string; values: GbpDailyValue[]; total: number }[];
};

export type SitemapDto = {
  path: string;
  type: string | null;
  isPending: boolean;
  isSitemapsIndex: boolean;
  lastSubmitted: string | null;
  lastDownloaded: string | null;
  warnings: number;
  errors: number;
  /** URLs submitted per content type. Google's per-type indexed count is deprecated and left out. */
  contents: { type: string; submitted: number }[];
};

export type SitemapsResponse = { sitemaps: SitemapDto[] };

export type UrlInspectionResponse = {
  result: GscInspection;
  /** Inspections left for the property this minute and this Pacific day. */
  quota: { minuteRemaining: number; dayRemaining: number };
};

export type GmbLocationDto = {
  id: string;
  location_id: string;
  location_name: string;
  title: string | null;
  /** The street lines, with the town, region and postal code when Google gave them. */
  address: {
    addressLines: string[];
    locality?: string;
    regionCode?: string;
    postalCode?: string;
  } | null;
  website_uri: string | null;
};

export type GmbLocationsResponse = { locations: GmbLocationDto[] };

export type SyncPropertiesResponse = { synced: number };

export type SyncGmbResponse = {
  needsAuth: boolean;
  accountsSynced: number;
  locationsSynced: number;
};

export type ConnectPropertiesResponse = { connectionsCreated: number; error: string | null };
