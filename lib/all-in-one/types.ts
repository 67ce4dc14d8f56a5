import type { UnkeyedReason } from "./normalize-url";

// What the All in One join takes and gives, for the server and the view alike.

/** A Search Console page row for the range (dimension `page`). */
export type GscPageInput = {
  page: string;
  clicks: number;
  impressions: number;
  /** Ignored: recomputed from clicks and impressions. */
  ctr?: number;
  position: number;
  topQuery?: string | null;
  /** How many queries the page was shown for. */
  queries?: number;
};

/** A GA4 landing-page row: all traffic and the Organic Search channel group. */
export type Ga4PageInput = {
  /** `landingPage` (a path) or `fullPageUrl` (host and path, no scheme). */
  landingPage: string;
  sessions: number;
  engagedSessions: number;
  keyEvents: number;
  revenue: number;
  organicSessions: number;
  organicEngagedSessions: number;
  organicKeyEvents: number;
  organicRevenue: number;
};

/** A Business Profile location's actions for the range, with the website it links to. */
export type GbpLocationInput = {
  websiteUrl: string;
  websiteClicks: number;
  calls: number;
  directions: number;
};

export type InspectionInput = {
  url: string;
  verdict: string;
  coverageState?: string | null;
  /** ISO time; the newest inspection of a page wins. */
  inspectedAt: string;
};

export type JoinInput = {
  gsc: readonly GscPageInput[];
  ga4: readonly Ga4PageInput[];
  gbp: readonly GbpLocationInput[];
  inspections?: readonly InspectionInput[];
  /** Leave out when no sitemap was read: rows then say `inSitemap: null` (unknown). */
  sitemapUrls?: readonly string[];
};

export type GscFigures = {
  clicks: number;
  impressions: number;
  /** clicks / impressions of the summed rows. */
  ctr: number;
  /** Impression-weighted mean of the folded rows' positions. */
  position: number;
  /** The top query of the folded row with the most clicks. */
  topQuery: string | null;
  /** The largest count among folded rows (their query sets overlap). */
  queries: number;
  /** Input rows folded into this page. */
  rows: number;
};

export type Ga4Traffic = {
  sessions: number;
  engagedSessions: number;
  /** engagedSessions / sessions. */
  engagementRate: number;
  keyEvents: number;
  revenue: number;
};

export type Ga4Figures = { all: Ga4Traffic; organic: Ga4Traffic; rows: number };

export type GbpFigures = {
  websiteClicks: number;
  calls: number;
  directions: number;
  /** Locations whose website is this page. */
  locations: number;
};

export type IndexState = { verdict: string; coverageState: string | null; inspectedAt: string };

export type PageRow = {
  key: string;
  sources: { gsc: boolean; ga4: boolean; gbp: boolean };
  gsc: GscFigures | null;
  ga4: Ga4Figures | null;
  gbp: GbpFigures | null;
  /** From the newest URL inspection, when the page was inspected. */
  index: IndexState | null;
  inSitemap: boolean | null;
};

export type ReasonCounts = Partial<Record<UnkeyedReason, number>>;

export type JoinCounts = {
  rows: number;
  matchedAll: number;
  gscOnly: number;
  ga4Only: number;
  gbpOnly: number;
  gscAndGa4: number;
  gscAndGbp: number;
  ga4AndGbp: number;
  /** Rows whose page a sitemap lists, and listed pages with no row (no data in the range). */
  inSitemap: number;
  sitemapOnly: number;
  /** Rows with an inspection, and inspected pages with no row. */
  inspected: number;
  inspectionOnly: number;
  /** Inputs that got no page key, per source and reason. */
  unmatched: Record<"gsc" | "ga4" | "gbp" | "inspection" | "sitemap", ReasonCounts>;
};

export type JoinResult = { rows: PageRow[]; counts: JoinCounts };
