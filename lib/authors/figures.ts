import "server-only";
import { pageKey, siteRuleOf } from "@/lib/all-in-one/normalize-url";
import { remembered } from "@/lib/data-api/remembered";
import { searchConsoleRowsInOrder } from "@/lib/data-api/search-console";
import type { DateRange } from "@/lib/dates/format";
import type { AuthorMetrics } from "./api-types";

// Search Console's rows for the Authors figures, keyed by page the way All in One keys them
// (lib/all-in-one/normalize-url.ts): page rows, page × date rows and page × query rows of a period,
// read through the data layer (the shared Google cache, the paged and sliced reads) and kept two
// minutes in compact form, so a new sort, search or page of the same range costs no Google call.

export type DataState = "final" | "all";

/** Sums that add up: position is carried as position × impressions. */
export type Sums = { clicks: number; impressions: number; weighted: number };

export const emptySums = (): Sums => ({ clicks: 0, impressions: 0, weighted: 0 });

export function addSums(into: Sums, from: Sums): Sums {
  into.clicks += from.clicks;
  into.impressions += from.impressions;
  into.weighted += from.weighted;
  return into;
}

export const metricsOf = (s: Sums): AuthorMetrics => ({
  clicks: s.clicks,
  impressions: s.impressions,
  ctr: s.impressions > 0 ? s.clicks / s.impressions : 0,
  position: s.impressions > 0 ? s.weighted / s.impressions : 0,
});

type Row = { keys: string[]; clicks: number; impressions: number; position: number };

function rowsOf(
  userId: string,
  siteUrl: string,
  period: DateRange,
  dataState: DataState,
  dimensions: ("page" | "date" | "query")[],
) {
  return searchConsoleRowsInOrder(userId, siteUrl, {
    projectId: "",
    propertyId: "",
    ...period,
    dimensions,
    dataState,
  }) as Promise<Iterable<Row>>;
}

/** A page's key on the property; the URL itself when it keys to none, so no click is lost. */
export function keyer(siteUrl: string): (url: string) => string {
  const site = siteRuleOf(siteUrl);
  const memo = new Map<string, string>();
  return (url) => {
    let key = memo.get(url);
    if (key === undefined) {
      key = pageKey(url, site) ?? url;
      memo.set(url, key);
    }
    return key;
  };
}

/** Each page's sums over the period. */
export function pageSums(
  userId: string,
  siteUrl: string,
  period: DateRange,
  dataState: DataState,
): Promise<Map<string, Sums>> {
  return remembered(userId, siteUrl, { analysis: "authors-pages", period, dataState }, async () => {
    const keyOf = keyer(siteUrl);
    const out = new Map<string, Sums>();
    for (const row of await rowsOf(userId, siteUrl, period, dataState, ["page"])) {
      const key = keyOf(row.keys[0] ?? "");
      const sums = out.get(key) ?? emptySums();
      addSums(sums, {
        clicks: row.clicks,
        impressions: row.impressions,
        weighted: row.position * row.impressions,
      });
      out.set(key, sums);
    }
    return out;
  });
}

/** Page × day rows as parallel arrays: the page keys, and per row its page, day offset and figures. */
export type DailyRows = {
  start: string;
  days: number;
  keys: string[];
  page: Int32Array;
  day: Int32Array;
  clicks: Float64Array;
  impressions: Float64Array;
};

const DAY_MS = 86_400_000;
export const dayOffset = (start: string, date: string) =>
  Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY_MS);

export function dailyRows(
  userId: string,
  siteUrl: string,
  period: DateRange,
  dataState: DataState,
): Promise<DailyRows> {
  return remembered(userId, siteUrl, { analysis: "authors-daily", period, dataState }, async () => {
    const keyOf = keyer(siteUrl);
    const rows = [...(await rowsOf(userId, siteUrl, period, dataState, ["page", "date"]))];
    const index = new Map<string, number>();
    const keys: string[] = [];
    const out: DailyRows = {
      start: period.startDate,
      days: dayOffset(period.startDate, period.endDate) + 1,
      keys,
      page: new Int32Array(rows.length),
      day: new Int32Array(rows.length),
      clicks: new Float64Array(rows.length),
      impressions: new Float64Array(rows.length),
    };
    rows.forEach((row, i) => {
      const key = keyOf(row.keys[0] ?? "");
      let at = index.get(key);
      if (at === undefined) {
        at = keys.length;
        keys.push(key);
        index.set(key, at);
      }
      out.page[i] = at;
      out.day[i] = dayOffset(period.startDate, row.keys[1] ?? period.startDate);
      out.clicks[i] = row.clicks;
      out.impressions[i] = row.impressions;
    });
    return out;
  });
}

/** Page × query rows: per page, its queries' sums. */
export function queryRows(
  userId: string,
  siteUrl: string,
  period: DateRange,
  dataState: DataState,
): Promise<Map<string, Map<string, Sums>>> {
  return remembered(
    userId,
    siteUrl,
    { analysis: "authors-queries", period, dataState },
    async () => {
      const keyOf = keyer(siteUrl);
      const out = new Map<string, Map<string, Sums>>();
      for (const row of await rowsOf(userId, siteUrl, period, dataState, ["page", "query"])) {
        const key = keyOf(row.keys[0] ?? "");
        const query = row.keys[1] ?? "";
        let queries = out.get(key);
        if (!queries) out.set(key, (queries = new Map()));
        const sums = queries.get(query) ?? emptySums();
        addSums(sums, {
          clicks: row.clicks,
          impressions: row.impressions,
          weighted: row.position * row.impressions,
        });
        queries.set(query, sums);
      }
      return out;
    },
  );
}
