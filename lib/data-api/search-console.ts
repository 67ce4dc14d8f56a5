import "server-only";
import { googleCallContext } from "@/lib/google/call-context";
import { cachedGoogleCall, ttlForRange } from "@/lib/google/response-cache";
import { searchConsole, type GscQueryRequest } from "@/lib/google/search-console";
import { SEARCH_CONSOLE_MAX_ROWS, type SearchConsoleDataInput } from "./schemas/search-console";
import { hiddenOf, lastFinalDate, totalsOf } from "./search-console-summary";
import type { SearchConsoleDataResponse } from "./types";

type RowsResult = Awaited<ReturnType<ReturnType<typeof searchConsole>["queryAll"]>>;

/**
 * Search analytics rows of one property with its totals. The totals come from a second request
 * without dimensions and with the same filters, since summing rows misses anonymised queries.
 */
export async function searchConsoleData(
  userId: string,
  siteUrl: string,
  input: SearchConsoleDataInput,
): Promise<SearchConsoleDataResponse> {
  const gsc = searchConsole(googleCallContext(userId));
  const base: GscQueryRequest = {
    startDate: input.startDate,
    endDate: input.endDate,
    ...(input.type ? { type: input.type } : {}),
    ...(input.dataState ? { dataState: input.dataState } : {}),
    ...(input.aggregationType ? { aggregationType: input.aggregationType } : {}),
    ...(input.filters?.length
      ? { dimensionFilterGroups: [{ groupType: "and" as const, filters: input.filters }] }
      : {}),
  };
  const ttl = ttlForRange({ endDate: input.endDate, dataState: input.dataState ?? "final" });
  const cached = <T>(request: object, load: () => Promise<T>) =>
    cachedGoogleCall({ userId, property: siteUrl, request }, ttl, load);

  const rowsRequest = { ...base, dimensions: input.dimensions };
  const rowLimit = input.rowLimit;
  const loadRows = (): Promise<RowsResult> =>
    rowLimit === undefined
      ? gsc.queryAll(siteUrl, rowsRequest, { maxRows: SEARCH_CONSOLE_MAX_ROWS })
      : gsc
          .query(siteUrl, { ...rowsRequest, rowLimit })
          .then((r) => ({ ...r, capped: r.rows.length >= rowLimit, pages: 1 }));
  const [result, totalRows] = await Promise.all([
    cached({ ...rowsRequest, rowLimit: rowLimit ?? "all" }, loadRows),
    input.dimensions.length === 0
      ? null
      : cached(base, async () => (await gsc.query(siteUrl, base)).rows),
  ]);

  const totals = totalsOf(totalRows ?? result.rows);
  const firstIncompleteDate = result.metadata?.firstIncompleteDate;
  const lastFinal = lastFinalDate(firstIncompleteDate);
  return {
    rows: result.rows,
    totals,
    meta: {
      capped: result.capped,
      rowCount: result.rows.length,
      ...(firstIncompleteDate ? { firstIncompleteDate } : {}),
      ...(lastFinal ? { lastFinalDate: lastFinal } : {}),
      hidden: hiddenOf(totals, result.rows, input.dimensions),
    },
  };
}
