import "server-only";
import { comparisonRange } from "@/lib/dates/compare";
import type { Db } from "@/lib/db/types";
import { pagedTable, type PagedTable } from "@/lib/tables/table-page";
import { gatherPages, type Gathered } from "./gather";
import { ALL_IN_ONE_TABLE, FILTER_TESTS, toViewRow } from "./rows";
import type { AllInOneInput } from "./schemas";
import type { PageRow } from "./types";
import {
  ALL_IN_ONE_FILTERS,
  type AllInOneFilter,
  type AllInOneResponse,
  type AllInOneRow,
  type AllInOneSort,
} from "./view-types";

// All in One's answer: the joined pages of the range (and the comparison period's figures of the
// same pages), filtered, sorted, searched and paged here, so the browser gets the page it shows.

/** The scatter shows at most this many pages: the most clicked. */
const SCATTER_POINTS = 250;

type Prepared = {
  rows: AllInOneRow[];
  tables: Map<AllInOneFilter, PagedTable<AllInOneRow, AllInOneSort>>;
  filterCounts: Record<AllInOneFilter, number>;
  scatter: AllInOneResponse["scatter"];
};

// One preparation per gathered answer (which the data layer keeps two minutes): a later page,
// sort or filter of the same range costs a slice.
const prepared = new WeakMap<Gathered, WeakMap<Gathered | object, Prepared>>();
const NO_COMPARISON = {};

function prepare(current: Gathered, previous: Gathered | null): Prepared {
  let byPrevious = prepared.get(current);
  if (!byPrevious) prepared.set(current, (byPrevious = new WeakMap()));
  const cached = byPrevious.get(previous ?? NO_COMPARISON);
  if (cached) return cached;
  const before = previous ? new Map<string, PageRow>(previous.rows.map((r) => [r.key, r])) : null;
  const rows = current.rows.map((row) => toViewRow(row, before ? before.get(row.key) : null));
  const filterCounts = Object.fromEntries(
    ALL_IN_ONE_FILTERS.map((f) => [f.id, rows.filter(FILTER_TESTS[f.id]).length]),
  ) as Record<AllInOneFilter, number>;
  const scatter = rows
    .filter((r) => (r.clicks ?? 0) > 0 || (r.keyEvents ?? 0) > 0)
    .sort((a, b) => (b.clicks ?? 0) - (a.clicks ?? 0))
    .slice(0, SCATTER_POINTS)
    .map((r) => ({ key: r.key, clicks: r.clicks ?? 0, keyEvents: r.keyEvents ?? 0 }));
  const result: Prepared = { rows, tables: new Map(), filterCounts, scatter };
  byPrevious.set(previous ?? NO_COMPARISON, result);
  return result;
}

function tableOf(p: Prepared, filter: AllInOneFilter) {
  let table = p.tables.get(filter);
  if (!table) {
    table = pagedTable(
      filter === "all" ? p.rows : p.rows.filter(FILTER_TESTS[filter]),
      ALL_IN_ONE_TABLE,
    );
    p.tables.set(filter, table);
  }
  return table;
}

async function preparedFor(db: Db, userId: string, input: AllInOneInput) {
  const range = { startDate: input.startDate, endDate: input.endDate };
  const compare = comparisonRange(range, input.compare);
  const [current, previous] = await Promise.all([
    gatherPages(db, userId, input.projectId, range),
    compare ? gatherPages(db, userId, input.projectId, compare) : null,
  ]);
  if (!current) return null;
  return { current, range, compare, prepared: prepare(current, previous) };
}

/** One page of the project's joined pages; null when the project has no Search Console property. */
export async function allInOneReport(
  db: Db,
  userId: string,
  input: AllInOneInput,
): Promise<AllInOneResponse | null> {
  const ready = await preparedFor(db, userId, input);
  if (!ready) return null;
  const { current, prepared: p } = ready;
  const page = tableOf(p, input.filter as AllInOneFilter).page({
    ...input.table,
    sort: input.table.sort,
  });
  return {
    rows: page.rows,
    total: page.total,
    filterCounts: p.filterCounts,
    counts: current.counts,
    sources: current.sources,
    scatter: p.scatter,
    range: ready.range,
    compare: ready.compare,
  };
}

/** Every row of the filter and search, in the table's order, for the CSV. */
export async function allInOneRowsInOrder(
  db: Db,
  userId: string,
  input: AllInOneInput,
): Promise<Iterable<AllInOneRow> | null> {
  const ready = await preparedFor(db, userId, input);
  if (!ready) return null;
  return tableOf(ready.prepared, input.filter as AllInOneFilter).ordered(input.table);
}
