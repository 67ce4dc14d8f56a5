import "server-only";
import { searchconsole } from "@googleapis/searchconsole";
import PQueue from "p-queue";
import type { z } from "zod";
import { getDb } from "@/lib/db/client";
import { callGoogle, type GoogleCallContext } from "./call-google";
import { readAllPages } from "./gsc-paging";
import { requestWindow } from "./request-window";
import { fetchInSlices, type DateSlice, type RowCompleteness } from "./gsc-slices";
import { InspectionQuota, type InspectionQuotaLeft } from "./inspection-quota";
import { requestOptions } from "./request-options";
import { lowerCamel } from "./schemas/common";
import { parseWire } from "./wire";
import {
  GSC_MAX_ROW_LIMIT,
  searchAnalyticsResponseSchema,
  sitemapSchema,
  sitemapsListResponseSchema,
  sitesListResponseSchema,
  urlInspectionResponseSchema,
  type GscInspection,
  type GscQueryRequest,
} from "./schemas/search-console";

export {
  gscQueryRequestSchema,
  type GscInspection,
  type GscQueryRequest,
} from "./schemas/search-console";

export type GscPermissionLevel =
  "siteOwner" | "siteFullUser" | "siteRestrictedUser" | "siteUnverifiedUser";
export type GscSite = { siteUrl: string; permissionLevel: GscPermissionLevel };
export type GscRow = {
  keys: string[];
  clicks: number;
  impressions: number;
  ctr: number;
  position: number;
};
export type GscQueryResult = {
  rows: GscRow[];
  responseAggregationType?: string;
  metadata?: { firstIncompleteDate?: string; firstIncompleteHour?: string };
};
export type GscSitemap = {
  path: string;
  lastSubmitted?: string;
  isPending: boolean;
  isSitemapsIndex: boolean;
  type?: string;
  lastDownloaded?: string;
  warnings: number;
  errors: number;
  contents: { type: string; submitted: number }[];
};
export type GscQueryAllOptions = {
  /** The most rows one request's pages hold: Google's cap, 50,000. */
  maxRows?: number;
  /** Requests in flight at most, over every page and slice. */
  concurrency?: number;
  pageSize?: number;
  /** Requests started per minute at most. */
  perMinute?: number;
};
export type GscQueryAllResult = GscQueryResult & {
  /** Rows are missing because of Google's cap (see `completeness.cappedDays`). */
  capped: boolean;
  /** Requests made, every page of every slice. */
  pages: number;
  completeness: RowCompleteness;
};
export type { RowCompleteness } from "./gsc-slices";

const API = "searchConsole";
const LEVELS: readonly GscPermissionLevel[] = [
  "siteOwner",
  "siteFullUser",
  "siteRestrictedUser",
  "siteUnverifiedUser",
];
// The API exposes at most 50,000 rows of one query per day and search type.
const DAILY_ROW_CAP = 50_000;
// Half of Search Analytics' 1,200 queries a minute per site and per user: the rest stays free for
// the other reports and users of the property.
const SLICE_REQUESTS_PER_MINUTE = 600;
const client = searchconsole({ version: "v1" });
const sharedQuota = new InspectionQuota({ db: getDb });

/** What is left of the property's URL Inspection budget now, without spending any. */
export const inspectionQuotaLeft = (siteUrl: string): Promise<InspectionQuotaLeft> =>
  sharedQuota.remaining(siteUrl);

/** Unknown levels count as unverified: listed, but no data access. */
function permissionLevel(value: string): GscPermissionLevel {
  const level = lowerCamel(value);
  return LEVELS.find((l) => l.toLowerCase() === level.toLowerCase()) ?? "siteUnverifiedUser";
}

function toSitemap(wire: z.output<typeof sitemapSchema>): GscSitemap {
  return {
    ...wire,
    ...(wire.type ? { type: lowerCamel(wire.type) } : {}),
    contents: wire.contents.map((c) => ({ type: lowerCamel(c.type), submitted: c.submitted })),
  };
}

/** Search Console for one user: properties, search analytics, sitemaps and URL inspection. */
export function searchConsole(
  ctx: GoogleCallContext,
  { inspectionQuota = sharedQuota }: { inspectionQuota?: InspectionQuota } = {},
) {
  const call = <T>(fn: (options: ReturnType<typeof requestOptions>) => Promise<T>) =>
    callGoogle(ctx, API, (token) => fn(requestOptions(ctx, API, token)));

  async function query(siteUrl: string, request: GscQueryRequest): Promise<GscQueryResult> {
    const { data } = await call((o) =>
      client.searchanalytics.query({ siteUrl, requestBody: request }, o),
    );
    const body = parseWire(searchAnalyticsResponseSchema, data, API);
    const metadata = body.metadata && Object.keys(body.metadata).length > 0 ? body.metadata : null;
    return {
      rows: body.rows,
      ...(body.responseAggregationType
        ? { responseAggregationType: body.responseAggregationType }
        : {}),
      ...(metadata ? { metadata } : {}),
    };
  }

  return {
    async listSites(): Promise<GscSite[]> {
      const { data } = await call((o) => client.sites.list({}, o));
      return parseWire(sitesListResponseSchema, data, API).siteEntry.map((site) => ({
        siteUrl: site.siteUrl,
        permissionLevel: permissionLevel(site.permissionLevel),
      }));
    },

    query,

    /**
     * Every row of the request's range, read 25,000 at a time. An answer that fills `maxRows`
     * (Google's per-request cap) is asked again in halves, halved again while capped, a week or
     * less in day slices, and merged (gsc-slices.ts); `completeness` says what is still missing. Requests share one queue: at
     * most `concurrency` in flight and `perMinute` started a minute.
     */
    async queryAll(
      siteUrl: string,
      request: GscQueryRequest,
      {
        maxRows = DAILY_ROW_CAP,
        concurrency = 4,
        pageSize = GSC_MAX_ROW_LIMIT,
        perMinute = SLICE_REQUESTS_PER_MINUTE,
      }: GscQueryAllOptions = {},
    ): Promise<GscQueryAllResult> {
      const queue = new PQueue({ concurrency });
      const pace = requestWindow(Math.max(1, perMinute));
      const range = { startDate: request.startDate, endDate: request.endDate };
      let first: GscQueryResult | undefined;
      let requests = 0;
      const readSlice = async (slice: DateSlice) => {
        const whole = slice.startDate === range.startDate && slice.endDate === range.endDate;
        const result = await readAllPages(
          async (startRow, rowLimit) => {
            const page = await queue.add(
              async () => {
                await pace.take();
                return query(siteUrl, { ...request, ...slice, startRow, rowLimit });
              },
              { throwOnTimeout: true },
            );
            if (whole && startRow === 0) first = page;
            return page.rows;
          },
          {
            maxRows: Math.max(1, maxRows),
            pageSize: Math.min(pageSize, GSC_MAX_ROW_LIMIT),
            concurrency,
          },
        );
        requests += result.pages;
        return result;
      };
      try {
        const { rows, completeness } = await fetchInSlices(readSlice, range);
        return { ...first, rows, capped: !completeness.complete, pages: requests, completeness };
      } finally {
        // After a failure, the slices still waiting are not asked.
        queue.clear();
      }
    },

    async listSitemaps(siteUrl: string, sitemapIndex?: string): Promise<GscSitemap[]> {
      const { data } = await call((o) =>
        client.sitemaps.list({ siteUrl, ...(sitemapIndex ? { sitemapIndex } : {}) }, o),
      );
      return parseWire(sitemapsListResponseSchema, data, API).sitemap.map(toSitemap);
    },

    async getSitemap(siteUrl: string, feedpath: string): Promise<GscSitemap> {
      const { data } = await call((o) => client.sitemaps.get({ siteUrl, feedpath }, o));
      return toSitemap(parseWire(sitemapSchema, data, API));
    },

    /** Needs the read-write webmasters scope; without it Google answers insufficient_scope. */
    async submitSitemap(siteUrl: string, feedpath: string): Promise<void> {
      await call((o) => client.sitemaps.submit({ siteUrl, feedpath }, o));
    },

    async deleteSitemap(siteUrl: string, feedpath: string): Promise<void> {
      await call((o) => client.sitemaps.delete({ siteUrl, feedpath }, o));
    },

    /** The indexed version of one URL; spends one of the property's inspections first. */
    async inspectUrl(
      siteUrl: string,
      inspectionUrl: string,
      languageCode?: string,
    ): Promise<{ result: GscInspection; quota: InspectionQuotaLeft }> {
      const quota = await inspectionQuota.take(siteUrl);
      const { data } = await call((o) =>
        client.urlInspection.index.inspect(
          { requestBody: { siteUrl, inspectionUrl, ...(languageCode ? { languageCode } : {}) } },
          o,
        ),
      );
      return { result: parseWire(urlInspectionResponseSchema, data, API).inspectionResult, quota };
    },
  };
}

export type SearchConsoleClient = ReturnType<typeof searchConsole>;
