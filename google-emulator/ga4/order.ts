// Row order of a report: the request's orderBys, else the first metric descending; ties fall back
// to the dimension values so that the order never depends on how rows were produced.
import type { OrderBy } from "./request-schema";

export type RankedRow = { dims: string[]; values: number[] };

type Columns = { dimensions: readonly string[]; metrics: readonly string[] };

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function numeric(a: string, b: string): number {
  const [x, y] = [Number(a), Number(b)];
  if (Number.isNaN(x) || Number.isNaN(y))
    return Number.isNaN(x) ? (Number.isNaN(y) ? byText(a, b) : -1) : 1;
  return x - y;
}

function comparator(order: OrderBy, columns: Columns) {
  const sign = order.desc ? -1 : 1;
  if (order.metric) {
    const i = columns.metrics.indexOf(order.metric.metricName);
    return (a: RankedRow, b: RankedRow) => sign * (a.values[i]! - b.values[i]!);
  }
  const i = columns.dimensions.indexOf(order.dimension!.dimensionName);
  const type = order.dimension!.orderType ?? "ALPHANUMERIC";
  const compare =
    type === "NUMERIC"
      ? numeric
      : type === "CASE_INSENSITIVE_ALPHANUMERIC"
        ? (a: string, b: string) => byText(a.toLowerCase(), b.toLowerCase())
        : byText;
  return (a: RankedRow, b: RankedRow) => sign * compare(a.dims[i]!, b.dims[i]!);
}

/** Sorts `rows` in place. `columns.dimensions` includes `dateRange` when the report has it. */
export function sortRows(rows: RankedRow[], orderBys: readonly OrderBy[], columns: Columns): void {
  const chain = orderBys.map((o) => comparator(o, columns));
  if (chain.length === 0 && columns.metrics.length > 0)
    chain.push((a, b) => b.values[0]! - a.values[0]!);
  rows.sort((a, b) => {
    for (const compare of chain) {
      const result = compare(a, b);
      if (result !== 0) return result;
    }
    for (let i = 0; i < a.dims.length; i++) {
      const result = byText(a.dims[i]!, b.dims[i]!);
      if (result !== 0) return result;
    }
    return 0;
  });
}
