import { groupBy, type SearchRow } from "@/lib/seo/search-metrics";
import { timeIt } from "./timing";

const ROWS = 100_000;
const RUNS = 5;

/** Deterministic query×page rows: a few pages per query, clicks falling off with rank like real data. */
export function syntheticQueryPageRows(count = ROWS): SearchRow[] {
  const rows: SearchRow[] = [];
  let seed = 42;
  const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
  for (let i = 0; rows.length < count; i++) {
    const pages = 1 + (i % 4);
    for (let p = 0; p < pages && rows.length < count; p++) {
      const impressions = 1 + Math.floor(50_000 / (i + 10) + random() * 40);
      const position = 1 + random() * 30;
      const clicks = Math.floor(impressions * (0.3 / position) * random());
      rows.push({
        keys: [`query ${i}`, `https://www.example.com/page-${(i * 7 + p) % 5000}/`],
        clicks,
        impressions,
        ctr: clicks / impressions,
        position,
      });
    }
  }
  return rows;
}

/** Median time to aggregate 100,000 query×page rows to queries (target ≤ 100 ms). */
export async function benchAggregation(): Promise<{ label: string; value: string }[]> {
  const rows = syntheticQueryPageRows();
  let queries = 0;
  const timing = timeIt(() => (queries = groupBy(rows, 0).length), RUNS);
  return [
    {
      label: `aggregate ${ROWS.toLocaleString("en-US")} query×page rows to ${queries.toLocaleString("en-US")} queries (median of ${RUNS})`,
      value: `${timing.medianMs.toFixed(1)} ms (target ≤ 100 ms)`,
    },
  ];
}
