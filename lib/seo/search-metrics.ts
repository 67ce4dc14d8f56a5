import { startOfISOWeek, startOfMonth } from "date-fns";
import { fromDateKey, toDateKey } from "@/lib/dates/format";

/** One row of a Search Console searchAnalytics.query answer; `keys` follow the requested dimensions. */
export type SearchRow = {
  keys: string[];
  clicks: number;
  impressions: number;
  ctr: number;
  position: number;
};

/** Clicks, impressions, CTR (a fraction) and impression-weighted average position (0 = no impressions). */
export type Metrics = { clicks: number; impressions: number; ctr: number; position: number };
export type MetricName = keyof Metrics;
export type GroupedRow = Metrics & { key: string };
export type DailyMetrics = Metrics & { date: string };
/** A bucket of days; `date` is its first day (the Monday of an ISO week, the 1st of a month). */
export type BucketMetrics = DailyMetrics & { days: number };
export type Grain = "day" | "week" | "month";
/** Which key a row is grouped by: an index into `keys`, or a function of the row. */
export type RowKey<R> = number | ((row: R) => string);

type Measured = Pick<Metrics, "clicks" | "impressions" | "position">;
type Sum = { clicks: number; impressions: number; weightedPosition: number };

const emptySum = (): Sum => ({ clicks: 0, impressions: 0, weightedPosition: 0 });

function add(sum: Sum, row: Measured): void {
  sum.clicks += row.clicks;
  sum.impressions += row.impressions;
  sum.weightedPosition += row.position * row.impressions;
}

function finish(sum: Sum): Metrics {
  const { clicks, impressions } = sum;
  if (impressions <= 0) return { clicks, impressions: 0, ctr: 0, position: 0 };
  return {
    clicks,
    impressions,
    ctr: clicks / impressions,
    position: sum.weightedPosition / impressions,
  };
}

function keyReader<R extends { keys: readonly string[] }>(key: RowKey<R>): (row: R) => string {
  return typeof key === "number" ? (row) => row.keys[key] ?? "" : key;
}

/** Totals of rows: CTR is clicks / impressions (never an average of CTRs), position weighted by impressions. */
export function aggregate(rows: readonly Measured[]): Metrics {
  const sum = emptySum();
  for (const row of rows) add(sum, row);
  return finish(sum);
}

function sumBy<R extends SearchRow>(rows: readonly R[], key: RowKey<R>): Map<string, Sum> {
  const read = keyReader(key);
  const sums = new Map<string, Sum>();
  for (const row of rows) {
    const k = read(row);
    let sum = sums.get(k);
    if (!sum) sums.set(k, (sum = emptySum()));
    add(sum, row);
  }
  return sums;
}

const byClicks = (a: GroupedRow, b: GroupedRow) =>
  b.clicks - a.clicks ||
  b.impressions - a.impressions ||
  (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);

/** Rows aggregated per key (e.g. query×page rows to queries with key 0), most clicks first. */
export function groupBy<R extends SearchRow>(rows: readonly R[], key: RowKey<R>): GroupedRow[] {
  const read = keyReader(key);
  // Sums go straight into the output rows (position holds impressions × position until the end):
  // one object per key keeps 100,000 rows well inside the 100 ms budget.
  const groups = new Map<string, GroupedRow>();
  for (const row of rows) {
    const k = read(row);
    const group = groups.get(k);
    const weighted = row.position * row.impressions;
    if (group) {
      group.clicks += row.clicks;
      group.impressions += row.impressions;
      group.position += weighted;
    } else {
      groups.set(k, {
        key: k,
        clicks: row.clicks,
        impressions: row.impressions,
        ctr: 0,
        position: weighted,
      });
    }
  }
  const grouped = [...groups.values()];
  for (const group of grouped) {
    const seen = group.impressions > 0;
    group.ctr = seen ? group.clicks / group.impressions : 0;
    group.position = seen ? group.position / group.impressions : 0;
  }
  return grouped.sort(byClicks);
}

/** Rows grouped by date (`keys[dateIndex]`) as one point per day, in date order. */
export function dailyPoints(rows: readonly SearchRow[], dateIndex = 0): DailyMetrics[] {
  return groupBy(rows, dateIndex)
    .map(({ key, ...metrics }) => ({ date: key, ...metrics }))
    .sort((a, b) => (a.date < b.date ? -1 : 1));
}

function bucketStart(date: string, grain: Grain): string {
  if (grain === "day") return date;
  const day = fromDateKey(date);
  return toDateKey(grain === "week" ? startOfISOWeek(day) : startOfMonth(day));
}

/** Daily points summed per day, ISO week (Monday first) or calendar month, in date order. */
export function bucketByGrain(points: readonly DailyMetrics[], grain: Grain): BucketMetrics[] {
  const buckets = new Map<string, { sum: Sum; dates: Set<string> }>();
  for (const point of points) {
    const start = bucketStart(point.date, grain);
    let bucket = buckets.get(start);
    if (!bucket) buckets.set(start, (bucket = { sum: emptySum(), dates: new Set() }));
    add(bucket.sum, point);
    bucket.dates.add(point.date);
  }
  return [...buckets]
    .map(([date, bucket]) => ({ date, days: bucket.dates.size, ...finish(bucket.sum) }))
    .sort((a, b) => (a.date < b.date ? -1 : 1));
}

/** One metric's change; `improved` is null when nothing changed or the change cannot be judged. */
export type MetricDelta = { absolute: number; relative: number | null; improved: boolean | null };

/** Change from `previous` to `current`; relative is null when `previous` is 0. */
export function metricDelta(current: number, previous: number, lowerIsBetter = false): MetricDelta {
  const absolute = current - previous;
  const relative = previous === 0 ? null : absolute / previous;
  const improved = absolute === 0 ? null : lowerIsBetter ? absolute < 0 : absolute > 0;
  return { absolute, relative, improved };
}

/** Change of every metric; a lower position is an improvement, and position without impressions is not compared. */
export function delta(current: Metrics, previous: Metrics): Record<MetricName, MetricDelta> {
  const positioned = current.impressions > 0 && previous.impressions > 0;
  return {
    clicks: metricDelta(current.clicks, previous.clicks),
    impressions: metricDelta(current.impressions, previous.impressions),
    ctr: metricDelta(current.ctr, previous.ctr),
    position: positioned
      ? metricDelta(current.position, previous.position, true)
      : { absolute: 0, relative: null, improved: null },
  };
}

export type Mover = { key: string; current: Metrics; previous: Metrics; clicksChange: number };

/** The `n` keys that gained and lost the most clicks between two periods; keys missing from one count as 0. */
export function topMovers<R extends SearchRow>(
  currentRows: readonly R[],
  previousRows: readonly R[],
  key: RowKey<R>,
  n = 10,
): { winners: Mover[]; losers: Mover[] } {
  const current = sumBy(currentRows, key);
  const previous = sumBy(previousRows, key);
  const movers: Mover[] = [];
  for (const k of new Set([...current.keys(), ...previous.keys()])) {
    const now = finish(current.get(k) ?? emptySum());
    const before = finish(previous.get(k) ?? emptySum());
    const clicksChange = now.clicks - before.clicks;
    if (clicksChange !== 0) movers.push({ key: k, current: now, previous: before, clicksChange });
  }
  const byKey = (a: Mover, b: Mover) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
  const winners = movers.filter((m) => m.clicksChange > 0);
  const losers = movers.filter((m) => m.clicksChange < 0);
  return {
    winners: winners.sort((a, b) => b.clicksChange - a.clicksChange || byKey(a, b)).slice(0, n),
    losers: losers.sort((a, b) => a.clicksChange - b.clicksChange || byKey(a, b)).slice(0, n),
  };
}

const WORD_CHAR = String.raw`[\p{L}\p{N}]`;
const NON_WORD = String.raw`[^\p{L}\p{N}]*`;

/**
 * Tests whether a query names the brand. Terms match case-insensitively as whole words (a plural
 * "s" allowed); the words of a multi-word term may be joined by spaces, hyphens or nothing, so
 * "green leaf" matches "greenleaf", "green-leaf" and "Green Leaf's".
 */
export function brandMatcher(brandTerms: readonly string[]): (query: string) => boolean {
  const terms = brandTerms
    .map((term) =>
      term
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u)
        .filter(Boolean),
    )
    .filter((words) => words.length > 0)
    .map((words) => words.join(NON_WORD));
  if (terms.length === 0) return () => false;
  const pattern = new RegExp(`(?<!${WORD_CHAR})(?:${terms.join("|")})s?(?!${WORD_CHAR})`, "iu");
  return (query) => pattern.test(query);
}

/** Totals of branded and non-branded rows; the query is `keys[queryIndex]`. */
export function brandedSplit(
  rows: readonly SearchRow[],
  brandTerms: readonly string[],
  queryIndex = 0,
): { branded: Metrics; nonBranded: Metrics } {
  const isBranded = brandMatcher(brandTerms);
  const branded = emptySum();
  const nonBranded = emptySum();
  for (const row of rows) add(isBranded(row.keys[queryIndex] ?? "") ? branded : nonBranded, row);
  return { branded: finish(branded), nonBranded: finish(nonBranded) };
}
