import type { CsvColumn } from "@/lib/csv/to-csv";
import type { MapsVsOrganicRow } from "./maps";
import type { AllInOneRow } from "./view-types";

const yesNo = (value: boolean | null) => (value === null ? "" : value ? "yes" : "no");

/** The CSV's columns: every figure of a row, the comparison period's last. */
export const ALL_IN_ONE_CSV: CsvColumn<AllInOneRow>[] = [
  { header: "Page", value: (r) => r.key },
  {
    header: "Sources",
    value: (r) =>
      [
        r.sources.gsc && "Search Console",
        r.sources.ga4 && "Analytics",
        r.sources.gbp && "Business Profile",
      ]
        .filter(Boolean)
        .join(" + "),
  },
  { header: "Clicks", value: (r) => r.clicks },
  { header: "Impressions", value: (r) => r.impressions },
  { header: "CTR", value: (r) => (r.ctr === null ? null : `${(r.ctr * 100).toFixed(2)}%`) },
  {
    header: "Position",
    value: (r) => (r.position === null ? null : Math.round(r.position * 100) / 100),
  },
  { header: "Top query", value: (r) => r.topQuery },
  { header: "Queries", value: (r) => r.queries },
  { header: "Sessions", value: (r) => r.sessions },
  { header: "Engaged sessions", value: (r) => r.engagedSessions },
  {
    header: "Engagement rate",
    value: (r) => (r.engagementRate === null ? null : `${(r.engagementRate * 100).toFixed(2)}%`),
  },
  { header: "Key events", value: (r) => r.keyEvents },
  { header: "Revenue", value: (r) => r.revenue },
  { header: "Organic sessions", value: (r) => r.organicSessions },
  { header: "Organic key events", value: (r) => r.organicKeyEvents },
  { header: "Organic revenue", value: (r) => r.organicRevenue },
  { header: "Website clicks (Business Profile)", value: (r) => r.websiteClicks },
  { header: "Calls", value: (r) => r.calls },
  { header: "Directions", value: (r) => r.directions },
  { header: "Index verdict", value: (r) => r.index?.verdict ?? null },
  { header: "Index issue", value: (r) => r.index?.issue ?? null },
  { header: "In a sitemap", value: (r) => yesNo(r.inSitemap) },
  { header: "Previous clicks", value: (r) => r.previous?.clicks ?? null },
  { header: "Previous sessions", value: (r) => r.previous?.sessions ?? null },
  { header: "Previous key events", value: (r) => r.previous?.keyEvents ?? null },
];

/** Maps vs organic: each Business Profile keyword beside the same query in web search. */
export const MAPS_VS_ORGANIC_CSV: CsvColumn<MapsVsOrganicRow>[] = [
  { header: "Keyword", value: (r) => r.keyword },
  { header: "Maps and Search (Business Profile)", value: (r) => r.maps },
  { header: "Below threshold (Business Profile)", value: (r) => r.mapsBelow },
  { header: "Web impressions", value: (r) => r.web?.impressions ?? null },
  { header: "Web clicks", value: (r) => r.web?.clicks ?? null },
  {
    header: "Web position",
    value: (r) => (r.web ? Math.round(r.web.position * 100) / 100 : null),
  },
];
