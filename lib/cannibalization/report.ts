import "server-only";
import { LRUCache } from "lru-cache";
import type { DateRange } from "@/lib/dates/format";
import type { PropertyRef } from "@/lib/data-api/schemas/common";
import type { SearchConsoleDataInput } from "@/lib/data-api/schemas/search-console";
import { comparedPeriod, planComparison } from "@/lib/data-api/comparison";
import { searchConsoleData } from "@/lib/data-api/search-console";
import { cacheKeyOf, ttlForRange } from "@/lib/google/response-cache";
import { reportPage, runDetection, type Detection, type DetectionRows } from "./detection";
import { positionSeries } from "./position-series";
import type { CannibalizationIssueResponse, CannibalizationReportResponse } from "./responses";
import type { CannibalizationInput, CannibalizationIssueInput, DetectionInput } from "./schemas";
import type { CannibalizationIssue } from "./types";

type Read = (
  range: DateRange,
  request: Pick<SearchConsoleDataInput, "dimensions" | "filters">,
) => ReturnType<typeof searchConsoleData>;
type DataState = DetectionInput["dataState"];

/** The property's rows as the data route reads them: from the shared cache of Google's answers. */
const reader =
  (userId: string, siteUrl: string, ref: PropertyRef, dataState: DataState): Read =>
  (range, request) =>
    searchConsoleData(userId, siteUrl, {
      projectId: ref.projectId,
      propertyId: ref.propertyId,
      ...range,
      ...request,
      dataState,
    });

const detectionRows = (read: Read): DetectionRows => ({
  async pairs(range) {
    const { rows, meta } = await read(range, { dimensions: ["query", "page"] });
    return { rows, capped: meta.capped, cappedDays: meta.cappedDays };
  },
  async daily(range, expression) {
    const filters = [
      { dimension: "query" as const, operator: "includingRegex" as const, expression },
    ];
    return (await read(range, { dimensions: ["query", "page", "date"], filters })).rows;
  },
});

// Recent detections, so another page, sort or search of a list, its export and an opened issue
// read the result instead of running the detector again. Kept as long as the rows they read.
const detections = new LRUCache<string, Promise<Detection>>({ max: 32 });

function detection(userId: string, siteUrl: string, input: DetectionInput): Promise<Detection> {
  const { projectId, propertyId, startDate, endDate, minShare, minImpressions, dataState } = input;
  const brandTerms = [...input.brandTerms].sort();
  const params = { startDate, endDate, minShare, minImpressions, brandTerms };
  const id = cacheKeyOf({
    userId,
    property: siteUrl,
    request: { cannibalization: params, dataState },
  });
  let found = detections.get(id);
  if (!found) {
    const read = reader(userId, siteUrl, { projectId, propertyId }, dataState);
    found = runDetection(detectionRows(read), params);
    detections.set(id, found, { ttl: ttlForRange({ endDate, dataState }) });
    const forget = () => detections.peek(id) === found && detections.delete(id);
    // A failure, or a result without the trading check, is asked again next time.
    found.then((result) => result.partial && forget(), forget);
  }
  return found;
}

/** One page of the issue list with the summary, and the comparison period's summary when asked. */
export async function cannibalizationReport(
  userId: string,
  siteUrl: string,
  input: CannibalizationInput,
): Promise<CannibalizationReportResponse> {
  const { compareWith, table, ...params } = input;
  const range = { startDate: params.startDate, endDate: params.endDate };
  // The earlier summary only when the periods compare (lib/dates/coverage.ts), over the days they do.
  const plan = planComparison(userId, siteUrl, {
    range,
    compareWith,
    dataState: params.dataState,
  });
  const [current, [comparison, previous]] = await Promise.all([
    detection(userId, siteUrl, params),
    plan.then(async (coverage) => {
      const compared = comparedPeriod(coverage);
      return [
        coverage,
        compared ? await detection(userId, siteUrl, { ...params, ...compared }) : null,
      ] as const;
    }),
  ]);
  return { ...reportPage(current, table, previous), ...(comparison ? { comparison } : {}) };
}

/** One issue with its competing pages and each page's daily position; null when it is none. */
export async function cannibalizationIssue(
  userId: string,
  siteUrl: string,
  input: CannibalizationIssueInput,
): Promise<CannibalizationIssueResponse> {
  const { query, ...params } = input;
  const issue = (await detection(userId, siteUrl, params)).byQuery.get(query) ?? null;
  if (!issue) return { issue: null, positions: [] };
  const { rows } = await reader(
    userId,
    siteUrl,
    params,
    params.dataState,
  )(params, {
    dimensions: ["page", "date"],
    filters: [{ dimension: "query", operator: "equals", expression: query }],
  });
  return {
    issue,
    positions: positionSeries(
      rows,
      issue.pages.map((p) => p.page),
    ),
  };
}

/** Every issue matching the list's search in its order, for a streamed download. */
export async function cannibalizationIssuesInOrder(
  userId: string,
  siteUrl: string,
  input: CannibalizationInput,
): Promise<Iterable<CannibalizationIssue>> {
  const { compareWith: _previous, table, ...params } = input;
  return (await detection(userId, siteUrl, params)).table.ordered(table);
}
