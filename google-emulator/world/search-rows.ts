// Collects the cells a search query produces into rows (one per combination of the requested
// dimensions), then orders and caps them as Search Console does.
export const DIMENSIONS = [
  "date",
  "query",
  "page",
  "country",
  "device",
  "searchAppearance",
] as const;
export type Dimension = (typeof DIMENSIONS)[number];

/**
 * The API exposes at most this many rows per day and search type (top rows by clicks). The
 * emulator applies it to each answer: a request grouped by date answers at most this many rows
 * for each date; one that is not answers at most this many for its whole range, which counts as
 * one day. More rows of a long range come by asking for shorter ranges, down to single days.
 */
export const ROWS_PER_DAY = 50_000;

export type SearchRows = {
  dimensions: Dimension[];
  count: number;
  /** One column per requested dimension: day number, query, page, country, device, appearance. */
  keys: Int32Array[];
  clicks: Float64Array;
  impressions: Float64Array;
  /** Impressions × position, summed. */
  positions: Float64Array;
};

export class RowSink {
  private map = new Map<number, number>();
  private count = 0;
  private capacity = 1024;
  private keys: Int32Array[];
  private clicks = new Float64Array(this.capacity);
  private impressions = new Float64Array(this.capacity);
  private positions = new Float64Array(this.capacity);
  private slots: number[];

  constructor(
    readonly dimensions: Dimension[],
    /** Sizes of each of the six key slots, to pack a row's keys into one number. */
    private sizes: readonly number[],
    /** True when no two cells share a row: every cell is appended as its own row. */
    private unique: boolean,
  ) {
    this.slots = dimensions.map((d) => DIMENSIONS.indexOf(d));
    this.keys = dimensions.map(() => new Int32Array(this.capacity));
  }

  private grow() {
    this.capacity *= 2;
    const widen = <T extends Int32Array | Float64Array>(a: T): T => {
      const b = new (a.constructor as new (n: number) => T)(this.capacity);
      b.set(a);
      return b;
    };
    this.keys = this.keys.map(widen);
    this.clicks = widen(this.clicks);
    this.impressions = widen(this.impressions);
    this.positions = widen(this.positions);
  }

  /** Adds a cell; `slots` holds the six keys (date, query, page, country, device, appearance). */
  add(slots: Int32Array, clicks: number, impressions: number, positions: number): void {
    let row = -1;
    if (!this.unique) {
      let packed = 0;
      for (const slot of this.slots) packed = packed * this.sizes[slot]! + slots[slot]!;
      row = this.map.get(packed) ?? -1;
      if (row < 0) this.map.set(packed, this.count);
    }
    if (row < 0) {
      if (this.count === this.capacity) this.grow();
      row = this.count++;
      this.slots.forEach((slot, k) => (this.keys[k]![row] = slots[slot]!));
    }
    this.clicks[row]! += clicks;
    this.impressions[row]! += impressions;
    this.positions[row]! += positions;
  }

  /** Rows with impressions, in Search Console's order, at most 50,000 for each date (or range). */
  finish(): SearchRows {
    const { count, clicks, impressions, keys } = this;
    const order: number[] = [];
    for (let i = 0; i < count; i++) if (impressions[i]! > 0) order.push(i);
    const dateOnly = this.dimensions.length === 1 && this.dimensions[0] === "date";
    order.sort((a, b) => {
      if (!dateOnly) {
        const byClicks = clicks[b]! - clicks[a]! || impressions[b]! - impressions[a]!;
        if (byClicks !== 0) return byClicks;
      }
      for (const column of keys) if (column[a] !== column[b]) return column[a]! - column[b]!;
      return 0;
    });
    const kept = this.cap(order);
    const pick = <T extends Int32Array | Float64Array>(a: T): T => {
      const b = new (a.constructor as new (n: number) => T)(kept.length);
      kept.forEach((i, k) => (b[k] = a[i]!));
      return b;
    };
    return {
      dimensions: this.dimensions,
      count: kept.length,
      keys: keys.map(pick),
      clicks: pick(clicks),
      impressions: pick(impressions),
      positions: pick(this.positions),
    };
  }

  private cap(order: number[]): number[] {
    const dateColumn = this.dimensions.indexOf("date");
    if (dateColumn < 0) return order.slice(0, ROWS_PER_DAY);
    const perDay = new Map<number, number>();
    const dates = this.keys[dateColumn]!;
    return order.filter((i) => {
      const seen = perDay.get(dates[i]!) ?? 0;
      perDay.set(dates[i]!, seen + 1);
      return seen < ROWS_PER_DAY;
    });
  }
}
