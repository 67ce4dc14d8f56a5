// POST webmasters/v3/sites/{siteUrl}/searchAnalytics/query, answered from the search world.
// Full results are cached for a while, so paging through 25,000-row pages costs one run.
import { LRUCache } from "lru-cache";
import { invalidArgument } from "../data/api-errors";
import type { DayDrop, DropContext } from "../data/faults";
import type { DataRequestContext } from "../data/router";
import { jsonResponse } from "../oauth/wire-errors";
import { DEVICES } from "../world/search-categories";
import { dayString, pacificClock } from "../world/search-dates";
import { runSearch, type SearchResult } from "../world/search-query";
import { parseAnalyticsRequest, type AnalyticsRequest } from "./analytics-request";
import { readableSite } from "./sites";

const results = new LRUCache<string, SearchResult>({ max: 12, ttl: 10 * 60_000 });

type WireRow = {
  keys: string[];
  clicks: number;
  impressions: number;
  ctr: number;
  position?: number;
};

function aggregationOf(request: AnalyticsRequest): string {
  if (request.aggregation !== "auto") return request.aggregation;
  return request.dimensions.includes("page") || request.filters.page ? "byPage" : "byProperty";
}

function wireRows(result: SearchResult, request: AnalyticsRequest): WireRow[] {
  const { rows, world, categories, firstDay } = result;
  const label = rows.dimensions.map((dimension, column) => {
    const keys = rows.keys[column]!;
    switch (dimension) {
      case "date":
        return (i: number) => dayString(firstDay + keys[i]!);
      case "query":
        return (i: number) => world.site.queries[keys[i]!]!.text;
      case "page":
        return (i: number) => world.site.pages[keys[i]!]!.url;
      case "country":
        return (i: number) => categories.countries[keys[i]!]!;
      case "device":
        return (i: number) => DEVICES[keys[i]!]!;
      case "searchAppearance":
        return (i: number) => categories.appearances[keys[i]!]!;
    }
  });
  // Discover and Google News report no positions.
  const positioned = request.type !== "discover" && request.type !== "googleNews";
  const end = Math.min(rows.count, request.startRow + request.rowLimit);
  const out: WireRow[] = [];
  for (let i = request.startRow; i < end; i++) {
    const clicks = rows.clicks[i]!;
    const impressions = rows.impressions[i]!;
    out.push({
      keys: label.map((key) => key(i)),
      clicks,
      impressions,
      ctr: clicks / impressions,
      ...(positioned ? { position: Math.max(1, rows.positions[i]! / impressions) } : {}),
    });
  }
  return out;
}

/**
 * A drop fault's days in a by-date answer: clicks and impressions scaled, ctr recomputed, position
 * kept unless the fault shifts it. Answers without a date dimension stay as they are: totals of
 * ranges are not adjusted. Order and paging stay those of the unscaled rows.
 */
function dropDays(rows: WireRow[], column: number, drops: readonly DayDrop[]): WireRow[] {
  if (drops.length === 0) return rows;
  return rows.map((row) => {
    const day = drops.filter((d) => d.date === row.keys[column]);
    const factor = day.reduce((f, d) => f * d.factor, 1);
    const shift = day.reduce((sum, d) => sum + (d.positionShift ?? 0), 0);
    if (factor === 1 && shift === 0) return row;
    const impressions = Math.round(row.impressions * factor);
    const clicks = Math.min(impressions, Math.round(row.clicks * factor));
    return {
      ...row,
      clicks,
      impressions,
      ctr: impressions > 0 ? clicks / impressions : 0,
      ...(shift > 0 && row.position !== undefined ? { position: row.position + shift } : {}),
    };
  });
}

export async function querySearchAnalytics(c: DataRequestContext & DropContext): Promise<Response> {
  const siteUrl = c.params[0] ?? "";
  const site = readableSite(c, siteUrl);
  if (site instanceof Response) return site;
  const request = parseAnalyticsRequest(await c.request.json().catch(() => null));
  if ("error" in request) return invalidArgument(request.error);

  const { today, hour } = pacificClock(c.now);
  const key = `${site.siteUrl}|${site.dataset.id}|${today}|${request.dataState === "all" ? hour : ""}|${request.key}`;
  let result = results.get(key);
  if (!result) {
    result = runSearch({
      dataset: site.dataset,
      type: request.type,
      dimensions: request.dimensions,
      startDay: request.startDay,
      endDay: request.endDay,
      today,
      hour,
      dataState: request.dataState,
      ...(site.prefix ? { prefix: site.prefix } : {}),
      filters: request.filters,
    });
    results.set(key, result);
  }
  const dateColumn = request.dimensions.indexOf("date");
  const drops = dateColumn >= 0 ? (c.dayDrops?.() ?? []) : [];
  const rows = dropDays(wireRows(result, request), dateColumn, drops);
  const incomplete =
    request.dataState === "all" && request.dimensions.includes("date") && result.firstIncompleteDay;
  return jsonResponse(200, {
    ...(rows.length > 0 ? { rows } : {}),
    responseAggregationType: aggregationOf(request),
    ...(incomplete ? { metadata: { firstIncompleteDate: dayString(incomplete) } } : {}),
  });
}
