// GA4's "(other)" row. Past OTHER_ROW_LIMIT distinct values of a report's high-cardinality
// dimensions (pages, URLs, titles, cities) in a multi-day range, the values with the fewest events
// fold into one "(other)" value, as GA4's aggregate tables do; single days never fold. The fold
// keeps every sum, so totals do not change. The limit sits above the ~400 landing pages of the
// largest demo property, so only URLs with their query strings reach it.
import { F } from "../world/ga4-daily";
import type { CubeRow } from "./cube";
import type { ReportPlan } from "./plan";

export const OTHER_ROW_LIMIT = 1000;
const OTHER = "(other)";
const EVENTS = F.eventCount;

function merge(into: CubeRow, row: CubeRow): void {
  row.tally.facts.forEach((v, f) => (into.tally.facts[f] = into.tally.facts[f]! + v));
  into.tally.days = Math.max(into.tally.days, row.tally.days);
}

function foldRange(rows: CubeRow[], columns: number[]): CubeRow[] | null {
  const keyOf = (row: CubeRow) => columns.map((c) => row.dims[c]).join("\u0001");
  const events = new Map<string, number>();
  for (const row of rows) {
    const key = keyOf(row);
    events.set(key, (events.get(key) ?? 0) + row.tally.facts[EVENTS]!);
  }
  if (events.size <= OTHER_ROW_LIMIT) return null;
  const ranked = [...events].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  const kept = new Set(ranked.slice(0, OTHER_ROW_LIMIT - 1).map(([key]) => key));
  const out: CubeRow[] = [];
  const others = new Map<string, CubeRow>();
  for (const row of rows) {
    if (kept.has(keyOf(row))) {
      out.push(row);
      continue;
    }
    const dims = row.dims.map((v, i) => (columns.includes(i) ? OTHER : v));
    const key = dims.join("\u0001");
    const into = others.get(key);
    if (into) merge(into, row);
    else
      others.set(key, {
        ...row,
        dims,
        tally: { facts: Float64Array.from(row.tally.facts), days: row.tally.days },
      });
  }
  return [...out, ...others.values()];
}

/** The rows with the smallest values folded into "(other)", and whether any were. */
export function foldOtherRow(plan: ReportPlan, rows: CubeRow[]) {
  const columns = plan.dimensions.flatMap((d, i) => (d.highCardinality ? [i] : []));
  if (columns.length === 0) return { rows, dataLoss: false };
  let dataLoss = false;
  const out = plan.ranges.flatMap((range, r) => {
    const inRange = rows.filter((row) => row.range === r);
    const folded = range.last > range.first ? foldRange(inRange, columns) : null;
    dataLoss ||= folded !== null;
    return folded ?? inRange;
  });
  return { rows: out, dataLoss };
}
