// Spreads one block of a channel's facts over the values of the report's axes that have weight,
// as integers that keep every fact's sum on every axis.
import type { AxisModel } from "../world/ga4-axes";
import { FACT_COUNT as FACTS_IN_WORLD } from "../world/ga4-daily";
import { allocate, jointAllocate } from "../world/ga4-noise";

// Read once: the hot loops below must not go through a module binding on every access.
const FACT_COUNT = FACTS_IN_WORLD;

export class Splitter {
  count = 0;
  private values: Float64Array[] = [];
  private supports: Int32Array[] = [];
  private readonly full: number[];
  /** Reused per fact when there is a single axis (the common case); joints allocate their own. */
  private buffers: Float64Array[] = [];

  constructor(private readonly models: readonly AxisModel[]) {
    this.full = new Array<number>(models.length).fill(0);
  }

  run(facts: Float64Array, channel: number, day: number): void {
    if (this.models.length === 0) {
      this.count = 1;
      this.values = Array.from({ length: FACT_COUNT }, (_, f) => Float64Array.of(facts[f]!));
      return;
    }
    const weights = this.models.map((m) => m.weights(channel, day));
    this.supports = weights.map((w) => w.support);
    this.count = this.supports.reduce((n, s) => n * s.length, 1);
    const values: Float64Array[] = [];
    const first = weights[0]!.support.length;
    if (this.buffers[0]?.length !== first) {
      this.buffers = Array.from({ length: FACT_COUNT }, () => new Float64Array(first));
    }
    for (let f = 0; f < FACT_COUNT; f++) {
      let joint = allocate(facts[f]!, weights[0]!.byFact[f]!, this.buffers[f]);
      for (let a = 1; a < weights.length; a++) {
        joint = jointAllocate(joint, allocate(facts[f]!, weights[a]!.byFact[f]!));
      }
      values.push(joint);
    }
    this.values = values;
  }

  hasAny(k: number): boolean {
    for (let f = 0; f < FACT_COUNT; f++) if (this.values[f]![k]! > 0) return true;
    return false;
  }

  addTo(k: number, target: Float64Array): void {
    for (let f = 0; f < FACT_COUNT; f++) target[f] = target[f]! + this.values[f]![k]!;
  }

  /** The axis value indexes of combination `k` (a shared array: copy it to keep it). */
  decode(k: number): number[] {
    for (let a = this.supports.length - 1; a >= 0; a--) {
      const s = this.supports[a]!;
      this.full[a] = s[k % s.length]!;
      k = Math.floor(k / s.length);
    }
    return this.full;
  }
}
