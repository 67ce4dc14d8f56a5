// Deterministic noise and integer splitting for the analytics worlds (GA4, Business Profile).
// A small integer hash is enough here and far faster than a crypto hash per cell.

/** A 32-bit hash of a few integers (murmur3's finaliser over a running mix). */
export function hash32(...parts: number[]): number {
  let h = 0x9e3779b9;
  for (const part of parts) {
    h = Math.imul(h ^ (part | 0), 0x85ebca6b);
    h ^= h >>> 13;
    h = Math.imul(h, 0xc2b2ae35);
    h ^= h >>> 16;
  }
  return h >>> 0;
}

/** A uniform number in [0, 1) fixed by its inputs. */
export const unit = (...parts: number[]): number => hash32(...parts) / 4294967296;

/** A multiplicative jitter in [1 − spread, 1 + spread]. */
export const jitter = (spread: number, ...parts: number[]): number =>
  1 + spread * (2 * unit(...parts) - 1);

/** A stable number for a string, to seed per-name noise. */
export function stringSeed(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/**
 * Splits the integer `total` across `weights` by cumulative rounding: the parts sum to `total`
 * exactly and each part is the floor or the ceiling of its exact share.
 */
export function allocate(
  total: number,
  weights: ArrayLike<number>,
  out?: Float64Array,
): Float64Array {
  const n = weights.length;
  const parts = out ?? new Float64Array(n);
  let sum = 0;
  for (let i = 0; i < n; i++) sum += weights[i]!;
  if (total <= 0 || sum <= 0) {
    parts.fill(0, 0, n);
    return parts;
  }
  let cumulative = 0;
  let previous = 0;
  for (let i = 0; i < n - 1; i++) {
    cumulative += weights[i]!;
    const rounded = Math.round((total * cumulative) / sum);
    parts[i] = rounded - previous;
    previous = rounded;
  }
  parts[n - 1] = total - previous;
  return parts;
}

/**
 * An integer table whose row sums are `rows` and column sums are `columns` (equal totals): each
 * row is split over what the columns still hold, so no cell exceeds its column's remainder.
 */
export function jointAllocate(rows: ArrayLike<number>, columns: ArrayLike<number>): Float64Array {
  const width = columns.length;
  const table = new Float64Array(rows.length * width);
  const remaining = Float64Array.from(columns);
  let left = 0;
  for (let j = 0; j < width; j++) left += remaining[j]!;
  const part = new Float64Array(width);
  for (let i = 0; i < rows.length; i++) {
    const x = rows[i]!;
    if (x <= 0) continue;
    allocate(Math.min(x, left), remaining, part);
    for (let j = 0; j < width; j++) {
      table[i * width + j] = part[j]!;
      remaining[j] = remaining[j]! - part[j]!;
    }
    left -= Math.min(x, left);
  }
  return table;
}
