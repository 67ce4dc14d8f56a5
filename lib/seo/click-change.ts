import type { CtrCurve } from "@/lib/seo/ctr-curve";
import { aggregate, type GroupedRow, type Metrics } from "@/lib/seo/search-metrics";

// Why clicks changed between two periods: the property's change split into the parts a person can
// act on (demand, ranking, snippet, new and lost queries, anonymised traffic), and the keys of a
// dimension (queries, pages, devices, countries) that carried it.

/** The parts of the waterfall, in the order it shows them. */
export type ChangeStepId = "demand" | "position" | "ctr" | "newQueries" | "lostQueries" | "hidden";
/** What each step is called: the waterfall's legend, the findings a language model reads. */
export const CHANGE_STEP_LABELS: Record<ChangeStepId, string> = {
  demand: "Search demand",
  position: "Position",
  ctr: "CTR at the same position",
  newQueries: "New queries",
  lostQueries: "Lost queries",
  hidden: "Anonymised queries",
};

/** One bar of the waterfall: whole clicks, signed. */
export type ChangeStep = { id: ChangeStepId; value: number };

/** The property's click change split three ways by clicks = impressions × CTR; the parts sum to `change`. */
export type TotalsSplit = { impressions: number; ctr: number; interaction: number };

/** One key of a dimension in both periods. */
export type Contribution = {
  key: string;
  /** Zeros (position 0) when the key is absent in that period. */
  previous: Metrics;
  current: Metrics;
  /** current.clicks − previous.clicks. */
  change: number;
  /** Share of the net change this key explains, signed (change / net change); null when net change is 0. */
  share: number | null;
  status: "new" | "lost" | "up" | "down" | "same";
};

/** The keys of one dimension that carried the change. */
export type Breakdown = {
  /** Keys with the largest |change| first, at most `limit`. */
  top: Contribution[];
  /** The change of every key not in `top`; top.change sum + rest === total of all keys' changes. */
  rest: number;
  /** Sum of change over every key of the dimension (not including anonymised/hidden clicks). */
  total: number;
  /** Keys only in the current period ("new") and their clicks. */
  gained: { count: number; clicks: number };
  /** Keys only in the previous period ("lost") and their previous clicks. */
  lost: { count: number; clicks: number };
};

/** The property's click change and its waterfall. */
export type ClickChange = {
  /** Property totals, previous period. */
  previous: Metrics;
  /** Property totals, current period. */
  current: Metrics;
  /** current.clicks − previous.clicks. */
  change: number;
  /** change / previous.clicks; null when previous.clicks is 0. */
  ratio: number | null;
  totals: TotalsSplit;
  /** The waterfall: ordered as ChangeStepId above; values sum exactly to `change`. */
  steps: ChangeStep[];
};

const STEP_ORDER: readonly ChangeStepId[] = [
  "demand",
  "position",
  "ctr",
  "newQueries",
  "lostQueries",
  "hidden",
];

const NONE: Metrics = { clicks: 0, impressions: 0, ctr: 0, position: 0 };
/** A position step may scale clicks by at most this: a curve fitted far off its data runs wild. */
const MAX_CURVE_RATIO = 10;

/** Clicks over impressions from the counts (not the rounded `ctr` field), so the parts add up; 0 without impressions. */
function rateOf(metrics: Pick<Metrics, "clicks" | "impressions">): number {
  return metrics.impressions > 0 ? metrics.clicks / metrics.impressions : 0;
}

/**
 * The property's click change split by clicks = impressions × CTR: the part more or fewer
 * impressions would have made at the old CTR, the part the CTR change made on the old impressions,
 * and the two changes together. The three sum to the click change (up to float error).
 */
export function splitTotals(previous: Metrics, current: Metrics): TotalsSplit {
  const r0 = rateOf(previous);
  const dI = current.impressions - previous.impressions;
  const dR = rateOf(current) - r0;
  return { impressions: dI * r0, ctr: previous.impressions * dR, interaction: dI * dR };
}

/**
 * How much the site's curve says a move from `from` to `to` changes CTR (expected(to) / expected(from)),
 * held to [0, 10]; 1 when there is no curve or it gives no usable figure.
 */
function curveRatio(curve: CtrCurve | null, from: number, to: number): number {
  if (!curve) return 1;
  const before = curve.expected(from);
  const after = curve.expected(to);
  if (!Number.isFinite(before) || !Number.isFinite(after) || before === 0 || after === 0) return 1;
  const k = after / before;
  return Number.isFinite(k) ? Math.min(MAX_CURVE_RATIO, Math.max(0, k)) : 1;
}

/** Rows by key; a key given twice is summed rather than overwritten. */
function byKey(rows: readonly GroupedRow[]): Map<string, Metrics> {
  const groups = new Map<string, GroupedRow[]>();
  for (const row of rows) {
    const group = groups.get(row.key);
    if (group) group.push(row);
    else groups.set(row.key, [row]);
  }
  const metrics = new Map<string, Metrics>();
  for (const [key, group] of groups) {
    const { clicks, impressions, ctr, position } =
      group.length === 1 ? group[0]! : aggregate(group);
    metrics.set(key, { clicks, impressions, ctr, position });
  }
  return metrics;
}

const sumClicks = (rows: readonly GroupedRow[]) => rows.reduce((sum, row) => sum + row.clicks, 0);

type RawSteps = Record<ChangeStepId, number>;

/**
 * Adds one query's change to the raw steps. Seen in both periods (impressions in both): the demand
 * part (I1 − I0)·r0, and the CTR part I1·(r1 − r0) split into what the position move explains by the
 * curve, I1·r0·(k − 1), and the rest. Otherwise its clicks count as new or lost.
 */
function addQuery(steps: RawSteps, before: Metrics, after: Metrics, curve: CtrCurve | null): void {
  if (before.impressions > 0 && after.impressions > 0) {
    const r0 = rateOf(before);
    const ctrPart = after.impressions * (rateOf(after) - r0);
    const position =
      after.impressions * r0 * (curveRatio(curve, before.position, after.position) - 1);
    steps.demand += (after.impressions - before.impressions) * r0;
    steps.position += position;
    steps.ctr += ctrPart - position;
    return;
  }
  steps.newQueries += after.clicks;
  steps.lostQueries -= before.clicks;
}

/**
 * The property's click change as a waterfall over its queries: demand (impressions at the old CTR),
 * position (the CTR change the site's own curve expects from the position move), ctr (the CTR change
 * left: the snippet, the results page), clicks of new and lost queries, and the change in clicks
 * Google anonymises out of the query rows. The steps are whole clicks that sum exactly to the change,
 * so `previous.clicks` and `current.clicks` must be whole numbers, as Search Console gives them.
 */
export function decomposeClickChange(input: {
  /** Property totals (they include anonymised queries). */
  previous: Metrics;
  current: Metrics;
  /** Rows by query. */
  previousQueries: readonly GroupedRow[];
  currentQueries: readonly GroupedRow[];
  /** The site's own CTR-by-position curve; without one the position step is 0. */
  curve: CtrCurve | null;
}): ClickChange {
  const { previous, current, previousQueries, currentQueries, curve } = input;
  const change = current.clicks - previous.clicks;
  const raw: RawSteps = {
    demand: 0,
    position: 0,
    ctr: 0,
    newQueries: 0,
    lostQueries: 0,
    hidden: 0,
  };
  const before = byKey(previousQueries);
  const after = byKey(currentQueries);
  for (const key of new Set([...before.keys(), ...after.keys()])) {
    addQuery(raw, before.get(key) ?? NONE, after.get(key) ?? NONE, curve);
  }
  raw.hidden =
    current.clicks - sumClicks(currentQueries) - (previous.clicks - sumClicks(previousQueries));
  const rounded = roundToSum(
    STEP_ORDER.map((id) => raw[id]),
    change,
  );
  return {
    previous,
    current,
    change,
    ratio: previous.clicks === 0 ? null : change / previous.clicks,
    totals: splitTotals(previous, current),
    steps: STEP_ORDER.map((id, i) => ({ id, value: rounded[i]! })),
  };
}

/** Whether a key shows in a period at all. */
const present = (metrics: Metrics) => metrics.clicks > 0 || metrics.impressions > 0;

function statusOf(before: Metrics, after: Metrics, change: number): Contribution["status"] {
  if (!present(before) && present(after)) return "new";
  if (present(before) && !present(after)) return "lost";
  return change > 0 ? "up" : change < 0 ? "down" : "same";
}

const byChange = (a: Contribution, b: Contribution) =>
  Math.abs(b.change) - Math.abs(a.change) || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);

/**
 * The keys of one dimension (rows keyed by query, page, device or country) joined across the periods,
 * the `limit` that moved most first, with what the others add up to and the keys that appeared or
 * vanished: where the change happened, beside the waterfall's why.
 */
export function breakdown(
  previous: readonly GroupedRow[],
  current: readonly GroupedRow[],
  limit: number,
): Breakdown {
  const before = byKey(previous);
  const after = byKey(current);
  const all: Contribution[] = [];
  const gained = { count: 0, clicks: 0 };
  const lost = { count: 0, clicks: 0 };
  for (const key of new Set([...before.keys(), ...after.keys()])) {
    const then = before.get(key) ?? NONE;
    const now = after.get(key) ?? NONE;
    const change = now.clicks - then.clicks;
    const status = statusOf(then, now, change);
    if (status === "new") {
      gained.count += 1;
      gained.clicks += now.clicks;
    } else if (status === "lost") {
      lost.count += 1;
      lost.clicks += then.clicks;
    }
    all.push({ key, previous: then, current: now, change, share: null, status });
  }
  all.sort(byChange);
  const top = all.slice(0, Math.max(0, Math.floor(limit)));
  const rest = all.slice(top.length).reduce((sum, c) => sum + c.change, 0);
  // Summed in this order so that top + rest === total holds exactly, not only up to float error.
  const total = top.reduce((sum, c) => sum + c.change, 0) + rest;
  for (const c of top) c.share = total === 0 ? null : c.change / total;
  return { top, rest, total, gained, lost };
}

/**
 * Whole numbers, each the floor or ceiling of its value, that add up to exactly `total` (the
 * largest-remainder method): the values rounded up are those with the largest fractional parts,
 * ties going to the earlier value. Values that sum to `total` only up to float error still land on it.
 * Throws when `total` is not a whole number or is out of reach (|Σ values − total| > values.length).
 */
export function roundToSum(values: readonly number[], total: number): number[] {
  // Hand-written: it is a dozen lines, and no maintained package does exactly this.
  if (!Number.isInteger(total)) throw new Error(`roundToSum: total ${total} is not an integer`);
  if (!values.every(Number.isFinite)) throw new Error("roundToSum: every value must be finite");
  const sum = values.reduce((s, v) => s + v, 0);
  if (Math.abs(sum - total) > values.length)
    throw new Error(`roundToSum: values sum to ${sum}, too far from the total ${total}`);
  const floors = values.map(Math.floor);
  const remaining = total - floors.reduce((s, v) => s + v, 0);
  if (remaining < 0 || remaining > values.length)
    throw new Error(`roundToSum: ${total} cannot be reached by rounding each value up or down`);
  const order = values
    .map((v, i) => ({ i, fraction: v - floors[i]! }))
    .sort((a, b) => b.fraction - a.fraction || a.i - b.i);
  const roundedUp = new Set(order.slice(0, remaining).map(({ i }) => i));
  // + 0 turns Math.floor's -0 into 0.
  return floors.map((v, i) => (roundedUp.has(i) ? v + 1 : v + 0));
}
