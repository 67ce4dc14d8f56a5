import "server-only";
import { LRUCache } from "lru-cache";
import { googleCallContext } from "@/lib/google/call-context";
import { cachedGoogleCall, cacheKeyOf, ttlForRange } from "@/lib/google/response-cache";
import {
  searchConsole,
  type GscQueryAllResult,
  type GscQueryRequest,
} from "@/lib/google/search-console";
import { brandedSplit } from "@/lib/seo/search-metrics";
import type { PagedTable } from "@/lib/tables/table-page";
import { SEARCH_CONSOLE_MAX_ROWS, type SearchConsoleDataInput } from "./schemas/search-console";
import type { SearchConsoleSort } from "./table-page";
import { comparedPeriod, lastFinalDay, planComparison } from "./comparison";
import { hiddenOf, lastFinalDate, totalsOf } from "./search-console-summary";
import { searchConsoleTable, withPrevious } from "./search-console-table";
import type { ComparisonCoverage } from "@/lib/dates/coverage";
import type {
  SearchConsoleDataResponse,
  SearchConsoleRow,
  SearchConsoleTableRow,
  SearchConsoleTotals,
} from "./types";

type RowsResult = GscQueryAllResult;
type Period = { startDate: string; endDate: string };

/** One period's rows and property-level totals, each answer from the shared Google cache. */
async function loadPeriod(
  userId: string,
  siteUrl: string,
  input: SearchConsoleDataInput,
  period: Period,
) {
  const gsc = searchConsole(googleCallContext(userId));
  const base: GscQueryRequest = {
    ...period,
    ...(input.type ? { type: input.type } : {}),
    ...(input.dataState ? { dataState: input.dataState } : {}),
    ...(input.aggregationType ? { aggregationType: input.aggregationType } : {}),
    ...(input.filters?.length
      ? { dimensionFilterGroups: [{ groupType: "and" as const, filters: input.filters }] }
      : {}),
  };
  const ttl = ttlForRange({ endDate: period.endDate, dataState: input.dataState ?? "final" });
  const cached = <T>(request: object, load: () => Promise<T>) =>
    cachedGoogleCall({ userId, property: siteUrl, request }, ttl, load);

  const rowsRequest = { ...base, dimensions: input.dimensions };
  const rowLimit = input.rowLimit;
  const loadRows = (): Promise<RowsResult> =>
    rowLimit === undefined
      ? gsc.queryAll(siteUrl, rowsRequest, { maxRows: SEARCH_CONSOLE_MAX_ROWS })
      : gsc.query(siteUrl, { ...rowsRequest, rowLimit }).then((r) => {
          const capped = r.rows.length >= rowLimit;
          const completeness = { complete: !capped, slicedBy: "range" as const, cappedDays: [] };
          return { ...r, capped, pages: 1, completeness };
        });
  // The totals come from a request without dimensions: summing rows misses anonymised queries.
  const [result, totalRows] = await Promise.all([
    // "all" once meant the first 50,000 rows; answers cached under it lack their completeness.
    cached({ ...rowsRequest, rowLimit: rowLimit ?? "sliced" }, loadRows),
    input.dimensions.length === 0
      ? null
      : cached(base, async () => (await gsc.query(siteUrl, base)).rows),
  ]);
  return { result, totals: totalsOf(totalRows ?? result.rows) };
}

type Joined = {
  table: PagedTable<SearchConsoleTableRow, SearchConsoleSort>;
  /** In Google's order, beside their comparison. */
  joined: SearchConsoleTableRow[];
  rows: SearchConsoleRow[];
  totals: SearchConsoleTotals;
  previousTotals: SearchConsoleTotals | null;
  /** The comparison's coverage, when the request names one. */
  comparison: ComparisonCoverage | null;
  /** The range's last final day, when it has later days (Google's word on final answers too). */
  lastFinal: string | null;
  result: RowsResult;
};

// The joined and sorted tables of recent requests, so the next page, sort or search of the same
// report costs a slice of a cached order (the Google answers themselves are cached apart).
const tables = new LRUCache<string, Promise<Joined>>({ max: 32, ttl: 2 * 60_000 });

function joinedTable(userId: string, siteUrl: string, input: SearchConsoleDataInput) {
  // The page and the brand split are read off the joined table; they do not change it.
  const { table: _page, brandSplit: _brand, ...report } = input;
  const id = cacheKeyOf({ userId, property: siteUrl, request: report });
  let joined = tables.get(id);
  if (!joined) {
    joined = (async (): Promise<Joined> => {
      const range = { startDate: input.startDate, endDate: input.endDate };
      // A change is answered only against a comparison period covered like the range, and over
      // the range's final days (lib/dates/coverage.ts); otherwise the rows carry no `previous`.
      const plan = planComparison(userId, siteUrl, {
        range,
        compareWith: input.compareWith,
        dataState: input.dataState,
        type: input.type,
      });
      const fresh = input.dataState === "all" || input.dataState === "hourly_all";
      const [current, [comparison, previous], finalThrough] = await Promise.all([
        loadPeriod(userId, siteUrl, input, range),
        plan.then(async (coverage) => {
          const compared = comparedPeriod(coverage);
          return [
            coverage,
            compared
              ? { period: compared, ...(await loadPeriod(userId, siteUrl, input, compared)) }
              : null,
          ] as const;
        }),
        // A final answer carries no metadata: the last final day comes from a small fresh one,
        // so a view of final data can say how far it reaches.
        fresh ? null : lastFinalDay(userId, siteUrl, { range, type: input.type }),
      ]);
      const rows = withPrevious(
        input.dimensions,
        current.result.rows,
        previous?.result.rows ?? null,
        previous ? { current: range, previous: previous.period } : undefined,
      );
      const table = searchConsoleTable(input.dimensions, rows);
      // Every view opens its tables by clicks: that order is paid here, with the Google calls.
      table.page({ sort: "clicks", desc: true, pageIndex: 0, pageSize: 1 });
      return {
        table,
        joined: rows,
        rows: current.result.rows,
        totals: current.totals,
        previousTotals: previous?.totals ?? null,
        comparison,
        lastFinal:
          lastFinalDate(current.result.metadata?.firstIncompleteDate) ?? finalThrough ?? null,
        result: current.result,
      };
    })();
    tables.set(id, joined);
    joined.catch(() => tables.delete(id));
  }
  return joined;
}

/**
 * Search analytics rows of one property with its totals, and the comparison period's when asked.
 * With a table page in the request, the rows are that page, sorted and searched here.
 */
export async function searchConsoleData(
  userId: string,
  siteUrl: string,
  input: SearchConsoleDataInput,
): Promise<SearchConsoleDataResponse> {
  const { table, joined, rows, totals, previousTotals, comparison, lastFinal, result } =
    await joinedTable(userId, siteUrl, input);
  const page = input.table ? table.page(input.table) : { rows: joined, total: joined.length };
  const firstIncompleteDate = result.metadata?.firstIncompleteDate;
  const queryIndex = input.dimensions.indexOf("query");
  return {
    rows: page.rows,
    totals,
    previousTotals,
    ...(comparison ? { comparison } : {}),
    ...(input.brandSplit && queryIndex >= 0
      ? { brandSplit: brandedSplit(rows, input.brandSplit, queryIndex) }
      : {}),
    meta: {
      capped: result.capped,
      complete: result.completeness.complete,
      slicedBy: result.completeness.slicedBy,
      cappedDays: result.completeness.cappedDays,
      rowCount: page.total,
      totalRows: table.size,
      ...(firstIncompleteDate ? { firstIncompleteDate } : {}),
      ...(lastFinal ? { lastFinalDate: lastFinal } : {}),
      hidden: hiddenOf(totals, rows, input.dimensions),
    },
  };
}

/** Every row of a report in the order the export names, for a streamed download. */
export async function searchConsoleRowsInOrder(
  userId: string,
  siteUrl: string,
  input: SearchConsoleDataInput,
): Promise<Iterable<SearchConsoleTableRow>> {
  const { table } = await joinedTable(userId, siteUrl, input);
  return table.ordered(input.table ?? { sort: "clicks", desc: true });
}
