// Reads a series' prefix sums as one request sees them: final data as drawn, and with
// dataState "all" the fresh days after the last final one, only partly counted yet.
import type { SearchWorld } from "./search-build";
import { offset } from "./search-split";

/** How much of a fresh day Search Console has counted, by its age in days and the hour now. */
export function completeness(age: number, hour: number): number {
  if (age <= 0) return 0.05 + 0.75 * (hour / 24);
  return [0.82, 0.93, 0.97][age - 1] ?? 1;
}

export class SeriesView {
  private readonly stride: number;
  /** Boundary index of the last final day. */
  private readonly finalBound: number;
  private readonly freshCount: number;
  private readonly fresh: Float64Array | null;

  constructor(
    private world: SearchWorld,
    lastFinal: number,
    /** Last day of data: `lastFinal`, or today with dataState "all". */
    lastDay: number,
    hour: number,
  ) {
    this.stride = world.days + 1;
    this.finalBound = lastFinal - world.firstDay + 1;
    this.freshCount = Math.max(0, lastDay - lastFinal);
    this.fresh = this.freshCount > 0 ? this.scaleFreshDays(lastDay, hour) : null;
  }

  private scaleFreshDays(lastDay: number, hour: number): Float64Array {
    const { world, stride, finalBound, freshCount } = this;
    const count = world.seriesPage.length;
    const out = new Float64Array(count * freshCount * 3);
    for (let s = 0; s < count; s++) {
      const base = s * stride;
      let c = world.clicks[base + finalBound]!;
      let n = world.nonClicks[base + finalBound]!;
      let w = world.positionTenths[base + finalBound]!;
      for (let j = 0; j < freshCount; j++) {
        const b = finalBound + j + 1;
        const f = completeness(lastDay - (world.firstDay + b - 1), hour);
        const dc = world.clicks[base + b]! - world.clicks[base + b - 1]!;
        const dn = world.nonClicks[base + b]! - world.nonClicks[base + b - 1]!;
        const dw = world.positionTenths[base + b]! - world.positionTenths[base + b - 1]!;
        const u = offset(s * 8 + j);
        const sc = Math.floor(f * dc + u);
        const sn = Math.floor(f * dn + 1 - u);
        c += sc;
        n += sn;
        w += dc + dn > 0 ? (dw * (sc + sn)) / (dc + dn) : 0;
        const k = (s * freshCount + j) * 3;
        out[k] = c;
        out[k + 1] = n;
        out[k + 2] = w;
      }
    }
    return out;
  }

  /** Prefix sums of series `s` at boundary `b` into out[0..2]: clicks, non-clicks, tenths. */
  read(s: number, b: number, out: Float64Array, at = 0): void {
    const { world, fresh, finalBound, freshCount } = this;
    if (fresh && b > finalBound) {
      const k = (s * freshCount + Math.min(freshCount, b - finalBound) - 1) * 3;
      out[at] = fresh[k]!;
      out[at + 1] = fresh[k + 1]!;
      out[at + 2] = fresh[k + 2]!;
      return;
    }
    const i = s * this.stride + Math.min(b, finalBound);
    out[at] = world.clicks[i]!;
    out[at + 1] = world.nonClicks[i]!;
    out[at + 2] = world.positionTenths[i]!;
  }
}
