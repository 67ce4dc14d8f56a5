import "server-only";
import { ApiError } from "@/lib/api/errors";
import { lastFinalDay } from "@/lib/data-api/comparison";
import {
  searchConsoleDataRequestSchema,
  type SearchConsoleDataRequest,
} from "@/lib/data-api/schemas/search-console";
import { searchConsoleData } from "@/lib/data-api/search-console";
import type { SearchConsoleRow } from "@/lib/data-api/types";
import { listDataSources } from "@/lib/db/queries/data-sources";
import type { Db } from "@/lib/db/types";
import { withUser } from "@/lib/db/user-scope";
import { primarySource } from "@/lib/filters/selectors";
import { pacificDate } from "@/lib/google/pacific-date";
import type { ContentItem, ContentPerformance, ContentWindow, PerformanceMetrics } from "./types";
import { contentIndexState } from "./index-check";
import { queryPatterns } from "./target-queries";
import { afterWindowState, publishWindows } from "./windows";

// A published item measured: its URL's figures over the 28 days before and after publishing, and
// each target query's across the whole property (a new page often takes a query over from an
// older one). Every figure is read through the Search Console data layer and its shared cache,
// with final data only, so it equals what Search Performance shows for the same page and days.

const ZERO: PerformanceMetrics = { clicks: 0, impressions: 0, ctr: 0, position: 0 };
export type Scope = { userId: string; siteUrl: string; projectId: string; propertyId: string };

function request(scope: Scope, window: ContentWindow, patch: Partial<SearchConsoleDataRequest>) {
  return searchConsoleDataRequestSchema.parse({
    projectId: scope.projectId,
    propertyId: scope.propertyId,
    ...window,
    dimensions: [],
    type: "web",
    dataState: "final",
    ...patch,
  });
}

const metricsOf = (m: PerformanceMetrics): PerformanceMetrics => ({
  clicks: m.clicks,
  impressions: m.impressions,
  ctr: m.ctr,
  position: m.position,
});

async function pageMetrics(scope: Scope, url: string, window: ContentWindow) {
  const input = request(scope, window, {
    filters: [{ dimension: "page", operator: "equals", expression: url }],
  });
  return metricsOf((await searchConsoleData(scope.userId, scope.siteUrl, input)).totals);
}

async function queryRows(scope: Scope, queries: readonly string[], window: ContentWindow) {
  const rows = new Map<string, SearchConsoleRow>();
  for (const pattern of queryPatterns(queries)) {
    const input = request(scope, window, {
      dimensions: ["query"],
      filters: [{ dimension: "query", operator: "includingRegex", expression: pattern }],
      table: { sort: "clicks", desc: true, pageIndex: 0, pageSize: 500 },
    });
    const answer = await searchConsoleData(scope.userId, scope.siteUrl, input);
    for (const row of answer.rows) rows.set(row.keys[0]!, row);
  }
  return rows;
}

/** The project's primary Search Console property, where its items are measured. */
export async function searchConsoleScope(
  db: Db,
  userId: string,
  projectId: string,
  what = "measure its published items",
): Promise<Scope> {
  const sources = await withUser(userId, (tx) => listDataSources(tx, projectId), db);
  const source = primarySource(sources, "gsc");
  if (!source)
    throw new ApiError(
      409,
      "no_search_console",
      `Add a Search Console property to this project to ${what}.`,
    );
  return { userId, siteUrl: source.property_uri, projectId, propertyId: source.id };
}

/** Whether the window after a day is final data yet: Google's word once it has ended, else an estimate. */
export async function afterWindowFor(scope: Scope, after: ContentWindow, now: Date) {
  const today = pacificDate(now);
  const lastFinalDate =
    after.endDate < today
      ? ((await lastFinalDay(scope.userId, scope.siteUrl, { range: after, type: "web" }, today)) ??
        after.endDate)
      : null;
  return afterWindowState(after, { today, lastFinalDate });
}

/** One page of Search Console rows (at most 500) over a window, as the data layer answers them. */
export async function searchConsoleRows(
  scope: Scope,
  window: ContentWindow,
  patch: Partial<SearchConsoleDataRequest>,
): Promise<SearchConsoleRow[]> {
  const input = request(scope, window, {
    table: { sort: "clicks", desc: true, pageIndex: 0, pageSize: 500 },
    ...patch,
  });
  return (await searchConsoleData(scope.userId, scope.siteUrl, input)).rows;
}

/** The item's before/after figures, or `pending` (with the days to wait) before the after window is final. */
export async function contentPerformance(
  db: Db,
  userId: string,
  item: ContentItem,
  now: Date = new Date(),
): Promise<ContentPerformance> {
  if (item.status !== "published" || !item.targetUrl || !item.publishDate)
    return {
      status: "unpublished",
      message:
        "Figures before and after publishing appear once the item is published with its URL.",
    };
  const scope = await searchConsoleScope(db, userId, item.projectId);
  const { before, after } = publishWindows(item.publishDate);
  const state = await afterWindowFor(scope, after, now);
  const url = item.targetUrl;
  const queries = item.targetQueries;
  const [index, beforeMetrics, afterMetrics, beforeQueries, afterQueries] = await Promise.all([
    contentIndexState(db, userId, item),
    pageMetrics(scope, url, before),
    state.complete ? pageMetrics(scope, url, after) : null,
    queries.length > 0 ? queryRows(scope, queries, before) : new Map<string, SearchConsoleRow>(),
    state.complete && queries.length > 0 ? queryRows(scope, queries, after) : null,
  ]);
  const figures = (row: SearchConsoleRow | undefined) => (row ? metricsOf(row) : ZERO);
  return {
    status: state.complete ? "ready" : "pending",
    url,
    publishDate: item.publishDate,
    before,
    after,
    beforeMetrics,
    afterMetrics,
    queries: queries.map((query) => ({
      query,
      before: figures(beforeQueries.get(query)),
      after: afterQueries ? figures(afterQueries.get(query)) : null,
    })),
    daysToWait: state.daysToWait,
    readyOn: state.readyOn,
    ...(index ? { index } : {}),
  };
}
