import "server-only";
import { ga4Report } from "@/lib/data-api/ga4";
import type { DateRange } from "@/lib/dates/format";
import { logFailure } from "@/lib/errors/failure-summary";
import { googleCallContext } from "@/lib/google/call-context";
import { cachedGoogleCall, ttlForRange } from "@/lib/google/response-cache";
import { searchConsole, type GscQueryRequest } from "@/lib/google/search-console";
import { dataErrorToast } from "@/lib/notifications/catalog";
import type { AnalyticsBreakdownInput } from "./breakdown-schema";
import type { AnalyticsBreakdownResponse, BreakdownRow, SearchClicksJoin } from "./breakdown-types";
import { OTHER_ROW } from "./metrics";
import { breakdownComparisonRequest, breakdownRequest, COMPARED_METRICS } from "./requests";
import { isPath, pagePatterns, searchClicksByPath } from "./search-clicks";

// One page of an Analytics breakdown, joined on the server: GA4 sorts, searches and pages the
// range's rows; the comparison period and Search Console are asked for that page's keys only.

/** Search Console's answer holds at most this many rows; a page's paths have far fewer URLs. */
const GSC_ROW_LIMIT = 25_000;

/** The Search Console clicks of each path over the range, from the URLs of those paths only. */
async function searchClicks(
  userId: string,
  siteUrl: string,
  range: DateRange,
  paths: readonly string[],
): Promise<Map<string, number>> {
  const gsc = searchConsole(googleCallContext(userId));
  // Final data, as the Search Console views show by default.
  const ttl = ttlForRange({ endDate: range.endDate });
  const answers = await Promise.all(
    pagePatterns(paths).map((expression) => {
      const request: GscQueryRequest = {
        ...range,
        dimensions: ["page"],
        dimensionFilterGroups: [
          {
            groupType: "and",
            filters: [{ dimension: "page", operator: "includingRegex", expression }],
          },
        ],
        rowLimit: GSC_ROW_LIMIT,
      };
      return cachedGoogleCall({ userId, property: siteUrl, request }, ttl, () =>
        gsc.query(siteUrl, request),
      );
    }),
  );
  const rows = answers.flatMap((answer) =>
    answer.rows.map((row) => ({ url: row.keys[0] ?? "", clicks: row.clicks })),
  );
  return searchClicksByPath(rows, paths);
}

type Sources = {
  ga4: string;
  /** The project's Search Console property, when it has one. */
  gsc: string | null;
};

/** A page of a breakdown with each row's comparison, and on landing pages its search clicks. */
export async function analyticsBreakdown(
  userId: string,
  sources: Sources,
  input: AnalyticsBreakdownInput,
): Promise<AnalyticsBreakdownResponse> {
  const ref = { projectId: input.projectId, propertyId: input.propertyId };
  const range = { startDate: input.startDate, endDate: input.endDate };
  const { tab, organic } = input;
  const page = await ga4Report(
    userId,
    sources.ga4,
    breakdownRequest(ref, range, tab, organic, input.table).request,
  );
  const keys = page.rows.map((row) => row.dimensions[0] ?? "");
  const comparison = breakdownComparisonRequest(ref, input.compareWith, tab, organic, keys);
  const landing = tab === "landing";

  const joinClicks = async (): Promise<[SearchClicksJoin, Map<string, number>]> => {
    if (!sources.gsc) return [{ status: "no-property" }, new Map()];
    try {
      return [
        { status: "joined", siteUrl: sources.gsc },
        await searchClicks(userId, sources.gsc, range, keys),
      ];
    } catch (error) {
      // The sessions stand without the clicks: the column says why it is empty.
      logFailure("[analytics] search clicks left out", error, "warn");
      return [{ status: "failed", message: dataErrorToast(error).title }, new Map()];
    }
  };
  const [previous, [join, clicks]] = await Promise.all([
    comparison ? ga4Report(userId, sources.ga4, comparison.request) : null,
    landing ? joinClicks() : Promise.resolve([undefined, new Map<string, number>()] as const),
  ]);

  const before = new Map(previous?.rows.map((row) => [row.dimensions[0] ?? "", row.metrics]));
  const rows = page.rows.map((row, i): BreakdownRow => {
    const key = keys[i]!;
    const then = before.get(key);
    const at = (name: (typeof COMPARED_METRICS)[number]) =>
      then?.[COMPARED_METRICS.indexOf(name)] ?? 0;
    return {
      key,
      values: row.metrics,
      previous:
        key === OTHER_ROW ? null : { sessions: at("sessions"), totalUsers: at("totalUsers") },
      ...(landing
        ? { searchClicks: join?.status === "joined" && isPath(key) ? (clicks.get(key) ?? 0) : null }
        : {}),
    };
  });
  return {
    rows,
    rowCount: page.rowCount,
    ...(page.metadata ? { metadata: page.metadata } : {}),
    ...(join ? { searchClicks: join } : {}),
  };
}
