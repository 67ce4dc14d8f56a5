// Integer splits of prefix sums. Splitting a non-decreasing prefix sum X into floor(f·X + u) and
// X − floor(f·X + u) keeps both parts non-decreasing, so every day's share stays ≥ 0 and the
// parts of any date range add up exactly to the whole: the whole world stays consistent.
import type { TailPlan } from "./search-plan";
import { unit } from "./search-random";

const offsets = new Map<number, number>();

/** A fixed rounding offset in [0, 1) per key, cached: it is asked for millions of times. */
export function offset(key: number): number {
  let u = offsets.get(key);
  if (u === undefined) {
    u = unit(key, 0x51ed, 0, 93);
    if (offsets.size > 2_000_000) offsets.clear();
    offsets.set(key, u);
  }
  return u;
}

/** The rounding offset of series `s`'s tail split. */
export const tailOffset = (s: number): number => unit(s, 0x7a11, 0, 94);

/** What the tail pages of series `s` take of its prefix sums, into `out` [clicks, nonClicks]. */
export function tailTotals(
  tails: TailPlan,
  s: number,
  clicks: number,
  nonClicks: number,
  out: Float64Array,
): void {
  const u = tailOffset(s);
  out[0] = Math.floor(tails.clickShare * clicks + u);
  out[1] = Math.floor(tails.impShare * nonClicks + 1 - u);
}

/**
 * Splits a whole (`clicks`, `nonClicks`) along `fractions` (each a share of what is left, the
 * last 1), writing the parts into `outClicks`/`outNonClicks`. `key` fixes the rounding offsets.
 */
export function chainSplit(
  fractions: ArrayLike<number>,
  key: number,
  clicks: number,
  nonClicks: number,
  outClicks: Float64Array,
  outNonClicks: Float64Array,
  at = 0,
): void {
  let c = clicks;
  let n = nonClicks;
  const last = fractions.length - 1;
  for (let k = 0; k < last; k++) {
    const f = fractions[k]!;
    const u = goldenOffset(key * 31 + k);
    const pc = Math.floor(f * c + u);
    const pn = Math.floor(f * n + (1 - u));
    outClicks[at + k] = pc;
    outNonClicks[at + k] = pn;
    c -= pc;
    n -= pn;
  }
  outClicks[at + last] = c;
  outNonClicks[at + last] = n;
}

/** A well-spread offset in [0, 1) for an integer key, cheap enough for the inner loops. */
export const goldenOffset = (key: number): number => {
  const x = (key + 1) * 0.6180339887498949;
  return x - Math.floor(x);
};

/** A share of a prefix sum (an appearance, a search type), rounded with a fixed offset. */
export const shareOf = (fraction: number, value: number, u: number): number =>
  Math.floor(fraction * value + u);

/** Shares (summing to 1) as chain fractions: each a share of what the ones before left. */
export function chainFractions(shares: readonly number[]): Float64Array {
  let left = shares.reduce((a, b) => a + b, 0);
  return Float64Array.from(shares, (share, k) => {
    const f = k === shares.length - 1 || left <= 0 ? 1 : Math.min(1, share / left);
    left -= share;
    return f;
  });
}
