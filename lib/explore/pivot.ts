// A report of two dimensions as a grid: one dimension's values down, the other's across, one
// metric in the cells.
//
// Only additive metrics (counts of sessions, events, money) are summed: into a cell when rows
// share it, into the "Other" column and into the totals. A rate, an average or a count of users
// does not add up (one user is in several rows), and averaging it would weigh rows wrongly, so for
// those each cell is the value as given and the "Other" column and every total are null; GA4's own
// totals are the ones to show.

export type PivotInputRow = { dimensionValues: string[]; metricValues: number[] };

export type PivotOptions = {
  /** Indexes in `dimensionValues` of the dimension down and the one across. */
  rowDim: number;
  colDim: number;
  /** Index in `metricValues`. */
  metric: number;
  /** Columns shown before the rest is folded into "Other". */
  maxColumns: number;
  /** Whether the metric adds up across rows; false when not said. */
  additive?: boolean;
};

export type PivotTable = {
  /** The top columns, then "Other" when there are more (see `other`). */
  columns: string[];
  /** Whether the last column is the fold of the rest, not a value named "Other". */
  other: boolean;
  /** Cells in column order; null where no row has that pair, or what cannot be summed. */
  rows: { key: string; cells: (number | null)[]; total: number | null }[];
  columnTotals: (number | null)[];
};

export const OTHER_COLUMN = "Other";

const add = (a: number | null, b: number) => (a === null ? b : a + b);

/**
 * The pivot of `rows`. Additive metrics: columns and rows ranked by their totals, largest first.
 * Other metrics: columns and rows in the order they first appear (order the report as wanted),
 * and where two rows share a cell, the first one's value.
 */
export function pivotRows(rows: readonly PivotInputRow[], options: PivotOptions): PivotTable {
  const { rowDim, colDim, metric, maxColumns, additive = false } = options;
  const cells = new Map<string, Map<string, number>>();
  const columnSums = new Map<string, number>();
  for (const row of rows) {
    const value = row.metricValues[metric];
    if (value === undefined || !Number.isFinite(value)) continue;
    const rowKey = row.dimensionValues[rowDim] ?? "";
    const colKey = row.dimensionValues[colDim] ?? "";
    const line = cells.get(rowKey) ?? new Map<string, number>();
    cells.set(rowKey, line);
    const had = line.get(colKey);
    if (had === undefined || additive) line.set(colKey, (had ?? 0) + value);
    columnSums.set(colKey, (columnSums.get(colKey) ?? 0) + value);
  }

  const ranked = [...columnSums.keys()];
  if (additive) ranked.sort((a, b) => columnSums.get(b)! - columnSums.get(a)!);
  const shown = ranked.slice(0, Math.max(0, maxColumns));
  const other = ranked.length > shown.length;
  const shownSet = new Set(shown);

  const out = [...cells].map(([key, line]) => {
    const row: (number | null)[] = shown.map((col) => line.get(col) ?? null);
    if (other) {
      let rest: number | null = null;
      if (additive) for (const [col, v] of line) if (!shownSet.has(col)) rest = add(rest, v);
      row.push(rest);
    }
    const total = additive ? [...line.values()].reduce((a, b) => a + b, 0) : null;
    return { key, cells: row, total };
  });
  if (additive) out.sort((a, b) => b.total! - a.total!);

  const width = shown.length + (other ? 1 : 0);
  const columnTotals = Array.from({ length: width }, (_, i) => {
    if (!additive) return null;
    let sum: number | null = null;
    for (const row of out) if (row.cells[i] != null) sum = add(sum, row.cells[i]!);
    return sum;
  });

  return { columns: other ? [...shown, OTHER_COLUMN] : shown, other, rows: out, columnTotals };
}
