// Builds a report's rows: for every day and channel, the day's facts are split over the axes the
// report needs (integer splits that keep every sum), each split is read as dimension values, kept
// or dropped by the dimension filter, and added to its row.
import type { Dataset } from "../world/catalog";
import { TECHNOLOGIES } from "../world/ga4-audience";
import { axisModels, type AxisId } from "../world/ga4-axes";
import { CHANNELS } from "../world/ga4-channels";
import { channelDay, FACT_COUNT as FACTS_IN_WORLD, F } from "../world/ga4-daily";
import { dailySearchClicks } from "../world/ga4-search-clicks";
import { VISITORS } from "../world/ga4-visitors";
import type { Cell, DimensionDef } from "./dimensions";
import type { Predicate } from "./filters";
import type { Tally } from "./metrics";
import { CellCache } from "./cell-cache";
import { Splitter } from "./splitter";

export type CubeRange = { first: number; last: number; name: string };

export type CubeSpec = {
  /** The dimensions rows are grouped by, in order. */
  groupBy: readonly DimensionDef[];
  /** Every dimension the report reads: grouping and filter fields. */
  involved: readonly DimensionDef[];
  filter?: Predicate;
  ranges: readonly CubeRange[];
  /** Append the range's name to each row (a report with more than one range). */
  withRange: boolean;
};

/** Days with data: from `firstDay` to `today`, which counts only for its `elapsed` share. */
export type DataWindow = { firstDay: number; today: number; elapsed: number };

/** A tally and the last block that added to it: a block's days count once per tally. */
type Counted = { tally: Tally; lastDay: number };

export type CubeRow = Counted & { dims: string[]; range: number };
export type Cube = { rows: CubeRow[]; totals: Tally[] };

// Read once: the hot loops below must not go through a module binding on every access.
const FACT_COUNT = FACTS_IN_WORLD;
const SESSIONS = F.sessions;

const AXIS_ORDER: readonly AxisId[] = ["source", "technology", "place", "page", "visitor"];

export function buildCube(dataset: Dataset, spec: CubeSpec, window: DataWindow): Cube {
  const uses = new Set(spec.involved.flatMap((d) => d.uses));
  const axes = AXIS_ORDER.filter((a) => uses.has(a));
  const byDate = uses.has("date");
  const byChannel = uses.has("channel");
  const world = axisModels(dataset, window.today);
  const models = axes.map((a) => world[a]);
  const sizes = models.map((m) => m.size);
  const space = sizes.reduce((a, b) => a * b, 1);
  const setAxis = (cell: Cell, axis: AxisId, i: number) => {
    if (axis === "source") cell.source = world.sources[i];
    else if (axis === "technology") cell.technology = TECHNOLOGIES[i];
    else if (axis === "place") cell.place = world.places[i];
    else if (axis === "page") cell.page = world.pages[i];
    else cell.visitor = VISITORS[i];
  };
  const involved = new Map(spec.involved.map((d) => [d.apiName, d]));

  const rows: CubeRow[] = [];
  const rowByKey = new Map<string, number>();
  const totals: Counted[] = spec.ranges.map(() => ({
    tally: { facts: new Float64Array(FACT_COUNT), days: 0 },
    lastDay: -1,
  }));

  function rowFor(range: number, day: number, channel: number, full: number[]): number {
    const cell: Cell = { day, channel };
    for (let a = 0; a < axes.length; a++) setAxis(cell, axes[a]!, full[a]!);
    const get = (field: string) => involved.get(field)!.value(cell);
    if (spec.filter && !spec.filter(get)) return -1;
    const dims = spec.groupBy.map((d) => d.value(cell));
    if (spec.withRange) dims.push(spec.ranges[range]!.name);
    const key = `${range}\u0001${dims.join("\u0001")}`;
    let index = rowByKey.get(key);
    if (index === undefined) {
      index = rows.length;
      rows.push({
        dims,
        range,
        tally: { facts: new Float64Array(FACT_COUNT), days: 0 },
        lastDay: -1,
      });
      rowByKey.set(key, index);
    }
    return index;
  }

  // Without a date dimension, a whole week (page weights change weekly) or a whole range is
  // split at once: the same sums, a fraction of the work.
  const span = byDate ? 1 : axes.includes("page") ? 7 : Infinity;
  const channels = byChannel ? CHANNELS.length : 1;
  const facts = new Float64Array(FACT_COUNT);
  const sums = CHANNELS.map(() => new Float64Array(FACT_COUNT));
  const split = new Splitter(models);
  const cells = new CellCache(channels * space);
  let block = 0;
  const add = (entry: Counted, k: number, activeDays: number) => {
    split.addTo(k, entry.tally.facts);
    if (entry.lastDay !== block) entry.tally.days += activeDays;
    entry.lastDay = block;
  };

  const clicks = dailySearchClicks(dataset, window.firstDay, window.today);

  spec.ranges.forEach((range, r) => {
    const first = Math.max(range.first, window.firstDay);
    const last = Math.min(range.last, window.today);
    if (last < first) return;
    for (let start = first; start <= last;) {
      const end = span === 1 ? start : span === 7 ? Math.min(last, start - (start % 7) + 6) : last;
      let activeDays = 0;
      for (const sum of sums) sum.fill(0);
      for (let day = start; day <= end; day++) {
        const elapsed = day === window.today ? window.elapsed : 1;
        let active = false;
        sums.forEach((sum, channel) => {
          channelDay(dataset, day, channel, clicks[day - window.firstDay]!, elapsed, facts);
          for (let f = 0; f < FACT_COUNT; f++) sum[f] = sum[f]! + facts[f]!;
          active ||= facts[SESSIONS]! > 0;
        });
        if (active) activeDays++;
      }
      block++;
      cells.enter(byDate ? block : r);
      const total = totals[r]!;
      sums.forEach((sum, channel) => {
        if (sum[SESSIONS] === 0) return;
        split.run(sum, channel, start);
        const cellBase = (byChannel ? channel : 0) * space;
        for (let k = 0; k < split.count; k++) {
          if (!split.hasAny(k)) continue;
          const full = split.decode(k);
          let offset = 0;
          for (let a = 0; a < full.length; a++) offset = offset * sizes[a]! + full[a]!;
          let index = cells.get(cellBase + offset);
          if (index === undefined)
            cells.set(cellBase + offset, (index = rowFor(r, start, channel, full)));
          if (index < 0) continue;
          add(rows[index]!, k, activeDays);
          add(total, k, activeDays);
        }
      });
      start = end + 1;
    }
  });
  return { rows, totals: totals.map((t) => t.tally) };
}
