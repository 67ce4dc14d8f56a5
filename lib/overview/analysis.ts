import "server-only";
import { parseInput } from "@/lib/api/request";
import type { DateRange } from "@/lib/dates/format";
import type { PropertyRef } from "@/lib/data-api/schemas/common";
import {
  searchConsoleDataRequestSchema,
  type SearchConsoleDataRequest,
} from "@/lib/data-api/schemas/search-console";
import { comparedPeriod, planComparison } from "@/lib/data-api/comparison";
import { searchConsoleRowsInOrder } from "@/lib/data-api/search-console";
import { remembered } from "@/lib/data-api/remembered";
import { groupedRow, winnersAndLosers } from "./movers";
import { findOpportunities } from "./opportunities";
import { searchRequest } from "./requests";
import type { MoversInput, OpportunitiesInput } from "./schemas";
import type { MoversResponse, OpportunitiesResponse } from "./types";

// The overview's figures over every row of a period, computed where the rows are: each reads the
// cached Google answers (and the joined tables) of the data route, and answers what a card shows.

const rowsOf = async (userId: string, siteUrl: string, request: SearchConsoleDataRequest) => [
  ...(await searchConsoleRowsInOrder(
    userId,
    siteUrl,
    parseInput(request, searchConsoleDataRequestSchema),
  )),
];

const refOf = ({ projectId, propertyId }: PropertyRef): PropertyRef => ({ projectId, propertyId });
const rangeOf = ({ startDate, endDate }: DateRange): DateRange => ({ startDate, endDate });

/**
 * The keys that gained and lost the most clicks, counting keys seen in one period only. None when
 * the comparison shows no change (a period reaching before Google's 16 months, fresh days): a key
 * would read as a winner only because the other period has no data for it.
 */
export function overviewMovers(
  userId: string,
  siteUrl: string,
  input: MoversInput,
): Promise<MoversResponse> {
  return remembered(userId, siteUrl, { analysis: "movers", ...input }, async () => {
    const ref = refOf(input);
    const range = rangeOf(input);
    const fresh = input.dataState === "all";
    const comparison = await planComparison(userId, siteUrl, {
      range,
      compareWith: input.compareWith,
      dataState: input.dataState,
    });
    const compared = comparedPeriod(comparison);
    if (!comparison || !compared) {
      return { winners: [], losers: [], comparison: comparison ?? { status: "off" } };
    }
    const [current, previous] = await Promise.all(
      [range, compared].map(async (period) =>
        (await rowsOf(userId, siteUrl, searchRequest(ref, period, [input.dimension], fresh))).map(
          groupedRow,
        ),
      ),
    );
    return { ...winnersAndLosers(current!, previous!, { count: input.limit }), comparison };
  });
}

/** The queries with the most clicks to gain, by the site's own CTR curve. */
export async function overviewOpportunities(
  userId: string,
  siteUrl: string,
  input: OpportunitiesInput,
): Promise<OpportunitiesResponse> {
  // The limit only cuts the list: every limit reads the same analysis.
  const { limit, ...analysis } = input;
  const opportunities = await remembered(
    userId,
    siteUrl,
    { analysis: "opportunities", ...analysis },
    async () => {
      const rows = await rowsOf(
        userId,
        siteUrl,
        searchRequest(refOf(input), rangeOf(input), ["query"], input.dataState === "all"),
      );
      return findOpportunities(rows.map(groupedRow)).opportunities;
    },
  );
  return { opportunities: opportunities.slice(0, limit), total: opportunities.length };
}
