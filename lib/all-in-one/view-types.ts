import type { DateRange } from "@/lib/dates/format";
import type { MapsVsOrganicRow, MapsVsOrganicSummary } from "./maps";
import type { JoinCounts } from "./types";

// What the All in One route answers, and its filters: zod-free, so the view loads them for nothing.

/** The table's filters: each keeps the pages one question is about. */
export const ALL_IN_ONE_FILTERS = [
  { id: "all", label: "All pages" },
  { id: "clicks-no-key-events", label: "Clicks, no key events" },
  { id: "sessions-no-clicks", label: "Sessions, no search clicks" },
  { id: "search-only", label: "Only in Search Console" },
  { id: "analytics-only", label: "Only in Analytics" },
  { id: "local", label: "Business Profile website" },
  { id: "not-indexed", label: "Not indexed" },
  { id: "not-in-sitemap", label: "Not in a sitemap" },
] as const;
export type AllInOneFilter = (typeof ALL_IN_ONE_FILTERS)[number]["id"];

/** The columns the server sorts by. */
export const ALL_IN_ONE_SORTS = [
  "key",
  "clicks",
  "impressions",
  "ctr",
  "position",
  "queries",
  "sessions",
  "engagementRate",
  "keyEvents",
  "revenue",
  "organicSessions",
  "organicKeyEvents",
  "websiteClicks",
  "calls",
  "directions",
  "clicksChange",
  "sessionsChange",
] as const;
export type AllInOneSort = (typeof ALL_IN_ONE_SORTS)[number];

export type AllInOneRow = {
  /** The page, as the join's normalised absolute URL. */
  key: string;
  sources: { gsc: boolean; ga4: boolean; gbp: boolean };
  clicks: number | null;
  impressions: number | null;
  ctr: number | null;
  position: number | null;
  topQuery: string | null;
  queries: number | null;
  sessions: number | null;
  engagedSessions: number | null;
  engagementRate: number | null;
  keyEvents: number | null;
  revenue: number | null;
  organicSessions: number | null;
  organicKeyEvents: number | null;
  organicRevenue: number | null;
  websiteClicks: number | null;
  calls: number | null;
  directions: number | null;
  /** URL Inspection's newest verdict and Rankwell's issue group, when the page was inspected. */
  index: { verdict: string; issue: string | null; inspectedAt: string } | null;
  inSitemap: boolean | null;
  /** The comparison period's clicks, sessions and key events of the same page. */
  previous: { clicks: number | null; sessions: number | null; keyEvents: number | null } | null;
};

export type SourceState =
  { status: "joined"; label: string } | { status: "none" } | { status: "failed"; message: string };

export type AllInOneResponse = {
  rows: AllInOneRow[];
  /** Rows matching the filter and search, on every page. */
  total: number;
  /** Pages per filter, for the filter chips. */
  filterCounts: Record<AllInOneFilter, number>;
  counts: JoinCounts;
  sources: Record<"gsc" | "ga4" | "gbp" | "inspections" | "sitemaps", SourceState>;
  /** Pages with search clicks or key events, the most clicked first: the scatter's points. */
  scatter: { key: string; clicks: number; keyEvents: number }[];
  range: DateRange;
  compare: DateRange | null;
};

/** A Business Profile location of the project whose website is one of the site's pages. */
export type MapsLocation = { id: string; title: string; websiteUrl: string };

export type MapsVsOrganicResponse = {
  /** The project's locations with a website; empty when it has none. */
  locations: MapsLocation[];
  /** The location shown, or null when there is none. */
  locationId: string | null;
  /** The whole months Business Profile counted (`yyyy-MM`). */
  months: { startMonth: string; endMonth: string };
  /** The days the web queries were read over: the same months, to the range's end. */
  webRange: DateRange;
  /** The most found keywords first (at most MAPS_ROWS_SHOWN; the CSV has all). */
  rows: MapsVsOrganicRow[];
  total: number;
  summary: MapsVsOrganicSummary;
};

/** The keywords the card shows; the CSV holds every one. */
export const MAPS_ROWS_SHOWN = 50;
