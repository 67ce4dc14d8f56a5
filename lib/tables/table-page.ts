// One page of a table computed where the rows are: sorted, searched and sliced on the server, so the
// browser receives only what it shows. Pure; the sort orders are kept per table for the next request.

export type CellValue = number | string | null;

export type TablePageQuery<K extends string = string> = {
  sort: K;
  desc: boolean;
  /** Case-insensitive substring of the row's search text; empty or absent keeps every row. */
  search?: string;
  pageIndex: number;
  pageSize: number;
};

export type TablePage<T> = { rows: T[]; total: number };

export type TableSpec<T, K extends string> = {
  /** The value each sortable column sorts by. */
  columns: Record<K, (row: T) => CellValue>;
  /** The row's identity: ties are broken by it (ascending), so every order is total and stable. */
  key: (row: T) => string;
  /** What the search box matches; defaults to the key. */
  searchText?: (row: T) => string;
};

const compareKeys = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Compares two cell values: numbers numerically, text by code unit; null sorts last in either
 * direction, since "no value" is never the most interesting row.
 */
export function compareCells(a: CellValue, b: CellValue, desc: boolean): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  const order =
    typeof a === "number" && typeof b === "number"
      ? a - b
      : compareKeys(String(a), String(b));
  return desc ? -order : order;
}

/** The comparator of a sort: the column's value, then the key ascending. */
export function rowComparator<T, K extends string>(
  spec: TableSpec<T, K>,
  sort: K,
  desc: boolean,
): (a: T, b: T) => number {
  const value = spec.columns[sort];
  return (a, b) => compareCells(value(a), value(b), desc) || compareKeys(spec.key(a), spec.key(b));
}

export type PagedTable<T, K extends string> = {
  readonly size: number;
  page(query: TablePageQuery<K>): TablePage<T>;
  /** Every row matching the search in the query's order, for an export. */
  ordered(query: Pick<TablePageQuery<K>, "sort" | "desc" | "search">): Iterable<T>;
};

/**
 * A table over `rows` that answers pages. Each sort order is computed once (an index array) and the
 * search texts are lower-cased once, so a later page, search or sort costs one pass at most.
 */
export function pagedTable<T, K extends string>(
  rows: readonly T[],
  spec: TableSpec<T, K>,
): PagedTable<T, K> {
  const orders = new Map<string, Uint32Array>();
  let texts: string[] | null = null;

  const orderOf = (sort: K, desc: boolean): Uint32Array => {
    const id = `${sort}:${desc}`;
    let order = orders.get(id);
    if (!order) {
      const compare = rowComparator(spec, sort, desc);
      order = Uint32Array.from(rows.keys()).sort((a, b) => compare(rows[a]!, rows[b]!));
      orders.set(id, order);
    }
    return order;
  };
  const searchTexts = () =>
    (texts ??= rows.map((row) => (spec.searchText ?? spec.key)(row).toLowerCase()));

  function* ordered({ sort, desc, search }: Pick<TablePageQuery<K>, "sort" | "desc" | "search">) {
    const order = orderOf(sort, desc);
    const needle = search?.trim().toLowerCase() ?? "";
    const haystack = needle ? searchTexts() : null;
    for (const index of order) {
      if (!haystack || haystack[index]!.includes(needle)) yield rows[index]!;
    }
  }

  return {
    size: rows.length,
    ordered,
    page(query) {
      const start = query.pageIndex * query.pageSize;
      const end = start + query.pageSize;
      const page: T[] = [];
      let total = 0;
      for (const row of ordered(query)) {
        if (total >= start && total < end) page.push(row);
        total += 1;
      }
      return { rows: page, total };
    },
  };
}
