import "server-only";
import { parseInput } from "@/lib/api/request";
import type { DateRange } from "@/lib/dates/format";
import type { PropertyRef } from "@/lib/data-api/schemas/common";
import {
  searchConsoleDataRequestSchema,
  type SearchConsoleDataRequest,
} from "@/lib/data-api/schemas/search-console";
import { searchConsoleRowsInOrder } from "@/lib/data-api/search-console";
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

/** The keys that gained and lost the most clicks, counting keys seen in one period only. */
export async function overviewMovers(
  userId: string,
  siteUrl: string,
  input: MoversInput,
): Promise<MoversResponse> {
  const ref = refOf(input);
  const [current, previous] = await Promise.all(
    [rangeOf(input), input.compareWith].map(async (period) =>
      (await rowsOf(userId, siteUrl, searchRequest(ref, period, [input.dimension]))).map(
        groupedRow,
      ),
    ),
  );
  return winnersAndLosers(current!, previous!, { count: input.limit });
}

/** The queries with the most clicks to gain, by the site's own CTR curve. */
export async function overviewOpportunities(
  userId: string,
  siteUrl: string,
  input: OpportunitiesInput,
): Promise<OpportunitiesResponse> {
  const rows = await rowsOf(
    userId,
    siteUrl,
    searchRequest(refOf(input), rangeOf(input), ["query"]),
  );
  const { opportunities } = findOpportunities(rows.map(groupedRow));
  return { opportunities: opportunities.slice(0, input.limit), total: opportunities.length };
}
