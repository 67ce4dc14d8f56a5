import { callGoogle, type GoogleCallContext } from "./call-google";
import { GoogleHttpFailure } from "./classify-error";
import {
  multiDailyMetricsResponseSchema,
  searchKeywordsResponseSchema,
  type GbpDailyMetric,
} from "./schemas/business-profile";
import { parseWire } from "./wire";

// Google's generated Node client for this API needs a newer Node than Rankwell supports, so this
// small typed fetch client speaks the two documented GET methods Rankwell uses.

const API = "gbpPerformance";
const TIMEOUT_MS = 30_000;
const KEYWORDS_PAGE_SIZE = 100;

/** `locations/123` for `123` or `locations/123`. */
export const locationName = (locationId: string) =>
  locationId.startsWith("locations/") ? locationId : `locations/${locationId}`;

function dateParams(prefix: string, date: string): [string, string][] {
  const [year, month, day] = date.split("-").map(Number);
  return [
    [`${prefix}.year`, String(year)],
    [`${prefix}.month`, String(month)],
    ...(day === undefined ? [] : ([[`${prefix}.day`, String(day)]] as [string, string][])),
  ];
}

/** The Business Profile Performance API for one user. */
export function businessProfilePerformance(ctx: GoogleCallContext) {
  const get = (path: string, params: [string, string][]) =>
    callGoogle(ctx, API, async (token) => {
      const url = new URL(path, ctx.roots.gbpPerformance);
      url.search = new URLSearchParams([
        ...params,
        ["quotaUser", ctx.userId.slice(0, 40)],
      ]).toString();
      const response = await (ctx.fetch ?? fetch)(url, {
        headers: { authorization: `Bearer ${token}`, accept: "application/json" },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const text = await response.text();
      let data: unknown = text;
      try {
        data = text ? JSON.parse(text) : {};
      } catch {
        // Not JSON (a proxy's error page): keep the text for the error.
      }
      if (!response.ok) {
        throw new GoogleHttpFailure({ status: response.status, data, headers: response.headers });
      }
      return data;
    });

  return {
    /** Daily values of `metrics` over an inclusive `YYYY-MM-DD` range, as Google sends them. */
    async fetchMultiDailyMetricsTimeSeries(
      locationId: string,
      metrics: readonly GbpDailyMetric[],
      range: { startDate: string; endDate: string },
    ) {
      const data = await get(`v1/${locationName(locationId)}:fetchMultiDailyMetricsTimeSeries`, [
        ...metrics.map((m): [string, string] => ["dailyMetrics", m]),
        ...dateParams("dailyRange.startDate", range.startDate),
        ...dateParams("dailyRange.endDate", range.endDate),
      ]);
      return parseWire(multiDailyMetricsResponseSchema, data, API);
    },

    /** One page of monthly search keyword impressions over an inclusive `YYYY-MM` range. */
    async listSearchKeywordImpressionsMonthly(
      locationId: string,
      range: { startMonth: string; endMonth: string },
      pageToken?: string,
    ) {
      const data = await get(`v1/${locationName(locationId)}/searchkeywords/impressions/monthly`, [
        ...dateParams("monthlyRange.startMonth", range.startMonth),
        ...dateParams("monthlyRange.endMonth", range.endMonth),
        ["pageSize", String(KEYWORDS_PAGE_SIZE)],
        ...(pageToken ? ([["pageToken", pageToken]] as [string, string][]) : []),
      ]);
      return parseWire(searchKeywordsResponseSchema, data, API);
    },
  };
}
