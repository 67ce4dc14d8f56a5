import fc from "fast-check";
import {
  compareCells,
  pagedTable,
  rowComparator,
  type TablePageQuery,
  type TableSpec,
} from "./table-page";

type Row = { key: string; clicks: number; position: number | null; label: string };
type Sort = "key" | "clicks" | "position" | "label";

const spec: TableSpec<Row, Sort> = {
  columns: {
    key: (row) => row.key,
    clicks: (row) => row.clicks,
    position: (row) => row.position,
    label: (row) => row.label,
  },
  key: (row) => row.key,
  searchText: (row) => `${row.key} ${row.label}`,
};

const rowArb = fc.record({
  key: fc.string({ minLength: 1, maxLength: 6 }),
  clicks: fc.integer({ min: 0, max: 20 }),
  position: fc.option(fc.double({ min: 1, max: 100, noNaN: true }), { nil: null }),
  label: fc.constantFrom("Rose", "rose care", "Tulip", "Ünïcode", ""),
});
// Keys are the rows' identity, as Search Console's are within one dimension.
const rowsArb = fc.uniqueArray(rowArb, { selector: (row) => row.key, maxLength: 120 });
const queryArb = fc.record({
  sort: fc.constantFrom<Sort>("key", "clicks", "position", "label"),
  desc: fc.boolean(),
  search: fc.option(fc.constantFrom("", "r", "ROSE", "o c", "x", "ü"), { nil: undefined }),
  pageIndex: fc.integer({ min: 0, max: 6 }),
  pageSize: fc.integer({ min: 1, max: 40 }),
});

/** The reference: filter, sort the whole set in memory, slice. */
function naive(rows: Row[], query: TablePageQuery<Sort>) {
  const needle = (query.search ?? "").trim().toLowerCase();
  const matching = rows.filter((row) => `${row.key} ${row.label}`.toLowerCase().includes(needle));
  const sorted = [...matching].sort(rowComparator(spec, query.sort, query.desc));
  const start = query.pageIndex * query.pageSize;
  return { rows: sorted.slice(start, start + query.pageSize), total: matching.length };
}

describe("pagedTable", () => {
  it("gives the same page as sorting the full set in memory, for any rows and query", () => {
    fc.assert(
      fc.property(rowsArb, fc.array(queryArb, { minLength: 1, maxLength: 4 }), (rows, queries) => {
        const table = pagedTable(rows, spec);
        // Several queries against one table: the cached orders must not leak between them.
        for (const query of queries) expect(table.page(query)).toEqual(naive(rows, query));
      }),
      { numRuns: 300 },
    );
  });

  it("pages cover every matching row exactly once, in order", () => {
    fc.assert(
      fc.property(rowsArb, queryArb, (rows, query) => {
        const table = pagedTable(rows, spec);
        const all = [...table.ordered(query)];
        const pages = [];
        for (let pageIndex = 0; pageIndex * query.pageSize < all.length; pageIndex += 1) {
          pages.push(...table.page({ ...query, pageIndex }).rows);
        }
        expect(pages).toEqual(all);
      }),
    );
  });

  it("sorts missing values last in both directions and keeps the rows' order on ties", () => {
    const rows: Row[] = [
      { key: "b", clicks: 1, position: null, label: "" },
      { key: "a", clicks: 1, position: 3, label: "" },
      { key: "c", clicks: 2, position: 1, label: "" },
    ];
    const table = pagedTable(rows, spec);
    const keys = (sort: Sort, desc: boolean) =>
      table.page({ sort, desc, pageIndex: 0, pageSize: 10 }).rows.map((row) => row.key);
    expect(keys("position", false)).toEqual(["c", "a", "b"]);
    expect(keys("position", true)).toEqual(["a", "c", "b"]);
    expect(keys("clicks", true)).toEqual(["c", "b", "a"]);
    expect(keys("clicks", false)).toEqual(["b", "a", "c"]);
  });

  it("answers a page past the end with no rows and the real total", () => {
    const table = pagedTable([{ key: "a", clicks: 1, position: 1, label: "" }], spec);
    expect(table.page({ sort: "clicks", desc: true, pageIndex: 3, pageSize: 25 })).toEqual({
      rows: [],
      total: 1,
    });
  });

  it("compares numbers numerically, not as text", () => {
    expect(compareCells(9, 10, false)).toBeLessThan(0);
    expect(compareCells("9", "10", false)).toBeGreaterThan(0);
  });
});
