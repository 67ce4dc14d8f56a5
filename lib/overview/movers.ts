import type { SearchConsoleRow, SearchConsoleTableRow } from "@/lib/data-api/types";
import type { GroupedRow, Metrics } from "@/lib/seo/search-metrics";

const NONE: Metrics = { clicks: 0, impressions: 0, ctr: 0, position: 0 };

/** A query or page in this period beside the comparison period (zeros when it had no data then). */
export type ComparedRow = GroupedRow & {
  previous: Metrics;
  clicksChange: number;
  /** Relative change of clicks; null when the page or query had no clicks before. */
  clicksChangeRatio: number | null;
  /** Change of average position, negative when it moved up; null unless seen in both periods. */
  positionChange: number | null;
};

function compare(key: string, now: Metrics, before: Metrics): ComparedRow {
  const clicksChange = now.clicks - before.clicks;
  const { clicks, impressions, ctr, position } = now;
  return {
    key,
    clicks,
    impressions,
    ctr,
    position,
    previous: {
      clicks: before.clicks,
      impressions: before.impressions,
      ctr: before.ctr,
      position: before.position,
    },
    clicksChange,
    clicksChangeRatio: before.clicks > 0 ? clicksChange / before.clicks : null,
    positionChange:
      now.impressions > 0 && before.impressions > 0 ? now.position - before.position : null,
  };
}

/** A Search Console row of one dimension as a keyed row. */
export const groupedRow = ({ keys, clicks, impressions, ctr, position }: SearchConsoleRow) => ({
  key: keys[0] ?? "",
  clicks,
  impressions,
  ctr,
  position,
});

/** A table row beside its comparison period; no changes when the comparison shows none. */
export type TableRow = Omit<ComparedRow, "previous" | "clicksChange"> & {
  previous: Metrics | null;
  clicksChange: number | null;
};

/**
 * A row the data route answered beside its comparison period, with its changes. A row without
 * `previous` (the comparison shows no change: a partial period, fresh days) has none, rather than
 * a change against zero.
 */
export function comparedRow(row: SearchConsoleTableRow): TableRow {
  const key = row.keys[0] ?? "";
  if (row.previous) return compare(key, row, row.previous);
  const { clicks, impressions, ctr, position } = row;
  return {
    key,
    clicks,
    impressions,
    ctr,
    position,
    previous: null,
    clicksChange: null,
    clicksChangeRatio: null,
    positionChange: null,
  };
}

export type MoverRule = {
  /** How many winners and how many losers. */
  count: number;
  /**
   * A key needs this many clicks in one of the two periods: a query going from 1 click to 3 is
   * noise, not a winner.
   */
  minClicks: number;
};

export const DEFAULT_MOVER_RULE: Readonly<MoverRule> = { count: 5, minClicks: 10 };

const byKey = (a: ComparedRow, b: ComparedRow) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);

/**
 * The keys that gained and lost the most clicks between the periods, counting keys that appear in
 * only one of them (a new page is a winner, a page that vanished a loser). Ties go by key.
 */
export function winnersAndLosers(
  current: readonly GroupedRow[],
  previous: readonly GroupedRow[],
  rule: Partial<MoverRule> = {},
): { winners: ComparedRow[]; losers: ComparedRow[] } {
  const { count, minClicks } = { ...DEFAULT_MOVER_RULE, ...rule };
  const now = new Map(current.map((row) => [row.key, row]));
  const before = new Map(previous.map((row) => [row.key, row]));
  const rows: ComparedRow[] = [];
  for (const key of new Set([...now.keys(), ...before.keys()])) {
    const a = now.get(key) ?? NONE;
    const b = before.get(key) ?? NONE;
    if (Math.max(a.clicks, b.clicks) < minClicks || a.clicks === b.clicks) continue;
    rows.push(compare(key, a, b));
  }
  const winners = rows.filter((row) => row.clicksChange > 0);
  const losers = rows.filter((row) => row.clicksChange < 0);
  return {
    winners: winners.sort((x, y) => y.clicksChange - x.clicksChange || byKey(x, y)).slice(0, count),
    losers: losers.sort((x, y) => x.clicksChange - y.clicksChange || byKey(x, y)).slice(0, count),
  };
}
