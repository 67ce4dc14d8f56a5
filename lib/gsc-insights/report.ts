import "server-only";
import { parseInput } from "@/lib/api/request";
import { samePeriodLastYear } from "@/lib/dates/compare";
import type { DateRange } from "@/lib/dates/format";
import { retentionStart } from "@/lib/dates/presets";
import { comparedPeriod, planComparison } from "@/lib/data-api/comparison";
import { remembered } from "@/lib/data-api/remembered";
import type { PropertyRef } from "@/lib/data-api/schemas/common";
import { searchConsoleDataRequestSchema } from "@/lib/data-api/schemas/search-console";
import { searchConsoleData } from "@/lib/data-api/search-console";
import { pacificDate } from "@/lib/google/pacific-date";
import { fromDateKey } from "@/lib/dates/format";
import { fitCtrCurve } from "@/lib/seo/ctr-curve";
import { groupedRow } from "@/lib/overview/movers";
import { searchRequest } from "@/lib/overview/requests";
import {
  breakdown,
  decomposeClickChange,
  type Breakdown,
  type Contribution,
} from "@/lib/seo/click-change";
import { clickChangeStory } from "@/lib/seo/click-change-story";
import type { GroupedRow } from "@/lib/seo/search-metrics";
import {
  GSC_INSIGHTS_DIMENSIONS,
  type GscInsightsDimension,
  type GscInsightsInput,
} from "./schemas";
import type { GscInsightsResponse, InsightList } from "./types";

// GSC Insights over every row of both periods, computed where the rows are: each dimension's rows
// are the data route's cached Google answers, and the answer holds only what the view shows.

/** How many keys each list of the view shows. */
export const INSIGHT_LIST_SIZE = 10;

type Dimension = GscInsightsDimension;
const DIMENSIONS = GSC_INSIGHTS_DIMENSIONS;

async function periodData(
  userId: string,
  siteUrl: string,
  ref: PropertyRef,
  period: DateRange,
  dimension: Dimension,
  fresh: boolean,
) {
  const request = searchRequest(ref, period, [dimension], fresh);
  const answer = await searchConsoleData(
    userId,
    siteUrl,
    parseInput(request, searchConsoleDataRequestSchema),
  );
  return { rows: answer.rows.map(groupedRow), totals: answer.totals };
}

const byClicks = (a: Contribution, b: Contribution) =>
  b.current.clicks - a.current.clicks || a.key.localeCompare(b.key);

/** A dimension's keys that moved most each way, and those that came and went. */
function insightList(all: Breakdown): InsightList {
  const { top, total, gained, lost } = all;
  return {
    up: top.filter((c) => c.status === "up").slice(0, INSIGHT_LIST_SIZE),
    down: top.filter((c) => c.status === "down").slice(0, INSIGHT_LIST_SIZE),
    new: top
      .filter((c) => c.status === "new")
      .sort(byClicks)
      .slice(0, INSIGHT_LIST_SIZE),
    gone: top.filter((c) => c.status === "lost").slice(0, INSIGHT_LIST_SIZE),
    summary: { total, gained, lost },
  };
}

/** Every key of a dimension, largest change first. */
const everyKey = (previous: readonly GroupedRow[], current: readonly GroupedRow[]) =>
  breakdown(previous, current, Number.POSITIVE_INFINITY);

/** The same days a year earlier, when Google still holds them and they had impressions. */
async function lastYearOf(
  userId: string,
  siteUrl: string,
  ref: PropertyRef,
  range: DateRange,
  fresh: boolean,
): Promise<GscInsightsResponse["lastYear"]> {
  const period = samePeriodLastYear(range);
  if (period.startDate < retentionStart(fromDateKey(pacificDate()))) return null;
  const request = searchRequest(ref, period, [], fresh);
  const { totals } = await searchConsoleData(
    userId,
    siteUrl,
    parseInput(request, searchConsoleDataRequestSchema),
  );
  return totals.impressions > 0 ? { range: period, totals } : null;
}

/** Why clicks changed between the range and its comparison period, and what moved. */
export function gscInsights(
  userId: string,
  siteUrl: string,
  input: GscInsightsInput,
): Promise<GscInsightsResponse> {
  return remembered(userId, siteUrl, { analysis: "gsc-insights", ...input }, async () => {
    const ref: PropertyRef = { projectId: input.projectId, propertyId: input.propertyId };
    const range: DateRange = { startDate: input.startDate, endDate: input.endDate };
    const fresh = input.dataState === "all";
    const [comparison, lastYear] = await Promise.all([
      planComparison(userId, siteUrl, {
        range,
        compareWith: input.compareWith,
        dataState: input.dataState,
      }),
      lastYearOf(userId, siteUrl, ref, range, fresh),
    ]);
    const compared = comparedPeriod(comparison);
    const empty: GscInsightsResponse = {
      comparison: comparison ?? { status: "off" },
      compared: null,
      change: null,
      story: [],
      queries: null,
      pages: null,
      devices: [],
      countries: [],
      appearance: [],
      lastYear,
    };
    if (!comparison || !compared) return empty;

    const periods = await Promise.all(
      DIMENSIONS.map(async (dimension) => {
        const [current, previous] = await Promise.all([
          periodData(userId, siteUrl, ref, range, dimension, fresh),
          periodData(userId, siteUrl, ref, compared, dimension, fresh),
        ]);
        return [dimension, { current, previous }] as const;
      }),
    );
    const data = Object.fromEntries(periods) as Record<Dimension, (typeof periods)[number][1]>;
    const queries = data.query;
    const change = decomposeClickChange({
      previous: queries.previous.totals,
      current: queries.current.totals,
      previousQueries: queries.previous.rows,
      currentQueries: queries.current.rows,
      curve: fitCtrCurve([...queries.previous.rows, ...queries.current.rows]),
    });
    const all = Object.fromEntries(
      DIMENSIONS.map((d) => [d, everyKey(data[d].previous.rows, data[d].current.rows)]),
    ) as Record<Dimension, Breakdown>;
    const story = clickChangeStory({
      change,
      queries: all.query,
      pages: all.page,
      devices: all.device,
      countries: all.country,
      siteUrl,
    });
    return {
      ...empty,
      compared,
      change,
      story,
      queries: insightList(all.query),
      pages: insightList(all.page),
      devices: all.device.top,
      countries: all.country.top.slice(0, INSIGHT_LIST_SIZE),
      appearance: all.searchAppearance.top.slice(0, INSIGHT_LIST_SIZE),
    };
  });
}

/**
 * Every key of one dimension beside the comparison period, largest change first, for the export;
 * none when the periods do not compare (the view shows no change then either).
 */
export async function gscInsightsKeysInOrder(
  userId: string,
  siteUrl: string,
  input: GscInsightsInput,
  dimension: GscInsightsDimension,
): Promise<Contribution[]> {
  const ref: PropertyRef = { projectId: input.projectId, propertyId: input.propertyId };
  const range: DateRange = { startDate: input.startDate, endDate: input.endDate };
  const fresh = input.dataState === "all";
  const compared = comparedPeriod(
    await planComparison(userId, siteUrl, {
      range,
      compareWith: input.compareWith,
      dataState: input.dataState,
    }),
  );
  if (!compared) return [];
  const [current, previous] = await Promise.all([
    periodData(userId, siteUrl, ref, range, dimension, fresh),
    periodData(userId, siteUrl, ref, compared, dimension, fresh),
  ]);
  return everyKey(previous.rows, current.rows).top;
}
