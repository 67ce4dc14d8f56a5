import "server-only";
import { propertySitemapUrls } from "@/lib/coverage/property-sitemaps";
import { listDataSources, type DataSource } from "@/lib/db/queries/data-sources";
import { listGmbLocations } from "@/lib/db/queries/gmb";
import type { Db } from "@/lib/db/types";
import { withUser } from "@/lib/db/user-scope";
import { ga4Report } from "@/lib/data-api/ga4";
import { gbpMetrics } from "@/lib/data-api/gbp";
import { remembered } from "@/lib/data-api/remembered";
import { searchConsoleRowsInOrder } from "@/lib/data-api/search-console";
import type { DateRange } from "@/lib/dates/format";
import { dataErrorToast } from "@/lib/notifications/catalog";
import { locationNumbers } from "@/lib/overview/sources";
import { latestInspections } from "@/lib/url-inspection/store";
import { joinPages } from "./join";
import { siteRuleOf } from "./normalize-url";
import type { Ga4PageInput, GbpLocationInput, GscPageInput, JoinResult } from "./types";

// Every source of All in One for one project and range, read through the app's data layer (the
// response cache, the paged Search Console reads) and joined by page (join.ts). A source that
// fails is left out with its reason; the others still join.

/** GA4 reads at most this many landing pages per report. */
const GA4_MAX_PAGES = 100_000;
const ORGANIC_CHANNEL = "Organic Search";
const GBP_METRICS = ["WEBSITE_CLICKS", "CALL_CLICKS", "BUSINESS_DIRECTION_REQUESTS"] as const;

export type SourceName = "gsc" | "ga4" | "gbp" | "inspections" | "sitemaps";
export type SourceState =
  { status: "joined"; label: string } | { status: "none" } | { status: "failed"; message: string };

export type Gathered = JoinResult & { sources: Record<SourceName, SourceState> };

async function gscPages(userId: string, siteUrl: string, range: DateRange) {
  const input = (dimensions: ("page" | "query")[]) => ({
    projectId: "",
    propertyId: "",
    ...range,
    dimensions,
    dataState: "final" as const,
    table: { sort: "clicks" as const, desc: true, pageIndex: 0, pageSize: 1 },
  });
  const [pages, pairs] = await Promise.all([
    searchConsoleRowsInOrder(userId, siteUrl, input(["page"])),
    searchConsoleRowsInOrder(userId, siteUrl, input(["page", "query"])),
  ]);
  // The page × query rows come by clicks, so a page's first query is its top one.
  const queries = new Map<string, { top: string; count: number }>();
  for (const row of pairs) {
    const [page, query] = row.keys;
    if (!page || query === undefined) continue;
    const seen = queries.get(page);
    if (seen) seen.count++;
    else queries.set(page, { top: query, count: 1 });
  }
  const out: GscPageInput[] = [];
  for (const row of pages) {
    const page = row.keys[0];
    if (!page) continue;
    const q = queries.get(page);
    out.push({
      page,
      clicks: row.clicks,
      impressions: row.impressions,
      position: row.position,
      topQuery: q?.top ?? null,
      queries: q?.count ?? 0,
    });
  }
  return out;
}

async function ga4Pages(userId: string, propertyUri: string, range: DateRange) {
  const request = (organic: boolean) => ({
    dateRanges: [range],
    // With the host: a property that measures several hosts (a blog subdomain) has the same path
    // on more than one of them, and the join must tell them apart.
    dimensions: [{ name: "hostName" }, { name: "landingPage" }],
    metrics: ["sessions", "engagedSessions", "keyEvents", "totalRevenue"].map((name) => ({ name })),
    limit: GA4_MAX_PAGES,
    ...(organic
      ? {
          dimensionFilter: {
            filter: {
              fieldName: "sessionDefaultChannelGroup",
              stringFilter: { matchType: "EXACT" as const, value: ORGANIC_CHANNEL },
            },
          },
        }
      : {}),
  });
  const [all, organic] = await Promise.all([
    ga4Report(userId, propertyUri, request(false)),
    ga4Report(userId, propertyUri, request(true)),
  ]);
  // `host` + `path`, the "fullPageUrl without a scheme" form the join reads.
  const pageOf = (dimensions: string[]) => `${dimensions[0] ?? ""}${dimensions[1] ?? ""}`;
  const organicByPage = new Map(organic.rows.map((r) => [pageOf(r.dimensions), r.metrics]));
  return all.rows.map((row): Ga4PageInput => {
    const [sessions = 0, engaged = 0, keyEvents = 0, revenue = 0] = row.metrics;
    const o = organicByPage.get(pageOf(row.dimensions)) ?? [];
    return {
      landingPage: pageOf(row.dimensions),
      sessions,
      engagedSessions: engaged,
      keyEvents,
      revenue,
      organicSessions: o[0] ?? 0,
      organicEngagedSessions: o[1] ?? 0,
      organicKeyEvents: o[2] ?? 0,
      organicRevenue: o[3] ?? 0,
    };
  });
}

async function gbpLocations(
  db: Db,
  userId: string,
  sources: DataSource[],
  range: DateRange,
): Promise<GbpLocationInput[]> {
  const numbers = new Set(locationNumbers(sources));
  if (numbers.size === 0) return [];
  const locations = (await withUser(userId, (tx) => listGmbLocations(tx), db)).filter(
    (l) => numbers.has(l.location_id) && l.website_uri,
  );
  return Promise.all(
    locations.map(async (location) => {
      const { series } = await gbpMetrics(userId, location, {
        ...range,
        locationId: location.id,
        metrics: [...GBP_METRICS],
      });
      const total = (metric: string) => series.find((s) => s.metric === metric)?.total ?? 0;
      return {
        websiteUrl: location.website_uri!,
        websiteClicks: total("WEBSITE_CLICKS"),
        calls: total("CALL_CLICKS"),
        directions: total("BUSINESS_DIRECTION_REQUESTS"),
      };
    }),
  );
}

/** A source's rows, or none with the reason it failed (logged by the data layer already). */
async function settle<T>(work: Promise<T> | null, empty: T): Promise<[T, SourceState | null]> {
  if (!work) return [empty, { status: "none" }];
  try {
    return [await work, null];
  } catch (error) {
    const toast = dataErrorToast(error);
    return [empty, { status: "failed", message: `${toast.title}: ${toast.message}` }];
  }
}

/**
 * Every page of the project's site over `range`, each with what every source says of it. The
 * site is the project's Search Console property (its host and `www.` rule decide the join); null
 * when the project has none.
 */
export async function gatherPages(
  db: Db,
  userId: string,
  projectId: string,
  range: DateRange,
): Promise<Gathered | null> {
  const sources = await withUser(userId, (tx) => listDataSources(tx, projectId), db);
  const gsc = sources.find((s) => s.type === "gsc");
  if (!gsc) return null;
  const ga4 = sources.find((s) => s.type === "ga4");
  const siteUrl = gsc.property_uri;
  return remembered(
    userId,
    siteUrl,
    {
      analysis: "all-in-one",
      projectId,
      range,
      ga4: ga4?.property_uri,
      sources: sources.map((s) => s.property_uri).sort(),
    },
    async () => {
      const hasGbp = locationNumbers(sources).length > 0;
      const [
        [gscRows, gscState],
        [ga4Rows, ga4State],
        [gbpRows, gbpState],
        [inspections, inspState],
        [sitemaps, sitemapState],
      ] = await Promise.all([
        settle(gscPages(userId, siteUrl, range), [] as GscPageInput[]),
        settle(ga4 ? ga4Pages(userId, ga4.property_uri, range) : null, [] as Ga4PageInput[]),
        settle(hasGbp ? gbpLocations(db, userId, sources, range) : null, [] as GbpLocationInput[]),
        settle(latestInspections(db, userId, siteUrl), []),
        settle(propertySitemapUrls(userId, siteUrl), null),
      ]);
      const joined = joinPages(
        {
          gsc: gscRows,
          ga4: ga4Rows,
          gbp: gbpRows,
          inspections: inspections.map((i) => ({
            url: i.url,
            verdict: i.verdict,
            coverageState: i.issue,
            inspectedAt: i.inspectedAt.toISOString(),
          })),
          ...(sitemaps ? { sitemapUrls: sitemaps.read.urls.map((u) => u.url) } : {}),
        },
        siteRuleOf(siteUrl),
      );
      return {
        ...joined,
        sources: {
          gsc: gscState ?? { status: "joined", label: siteUrl },
          ga4: ga4State ?? { status: "joined", label: ga4!.property_uri },
          gbp: gbpState ?? {
            status: "joined",
            label: `${gbpRows.length} location${gbpRows.length === 1 ? "" : "s"}`,
          },
          inspections: inspState ?? { status: "joined", label: `${inspections.length} inspected` },
          sitemaps:
            sitemapState ??
            (sitemaps && sitemaps.files.length > 0
              ? {
                  status: "joined",
                  label: `${sitemaps.files.length} sitemap${sitemaps.files.length === 1 ? "" : "s"}`,
                }
              : { status: "none" }),
        },
      };
    },
  );
}
