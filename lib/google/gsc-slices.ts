import { shiftDay } from "@/lib/dates/compare";

// Google's 50,000-row cap on Search Analytics holds per day and search type, not per request: a
// range whose answer hits it is asked again in two halves, a half still capped in halves again, and
// a slice of a week or less still capped in day slices; the slices' rows are merged into the rows
// of the whole range. A day still capped is the limit.

export type SliceRow = {
  keys: string[];
  clicks: number;
  impressions: number;
  ctr: number;
  position: number;
};
export type DateSlice = { startDate: string; endDate: string };
/** One range's rows, read page by page; `capped` when they filled the per-request cap. */
export type SliceAnswer = { rows: SliceRow[]; capped: boolean };
export type SliceFetcher = (slice: DateSlice) => Promise<SliceAnswer>;

/** How complete a sliced answer is, and how it was read. */
export type RowCompleteness = {
  /** Every row Google holds for the range is in the answer. */
  complete: boolean;
  /**
   * The range in one answer; merged from halves (halved again while capped); or merged from
   * slices of which some were read day by day.
   */
  slicedBy: "range" | "halves" | "day";
  /** Days whose own answer still holds the 50,000 rows Google returns at most: rows are missing. */
  cappedDays: string[];
};

/** A capped slice this many days long or shorter is read day by day rather than halved again. */
const DAY_SLICES_AT = 7;
const DAY_MS = 86_400_000;

/** Days from `startDate` to `endDate`, both included. */
export const dayCount = ({ startDate, endDate }: DateSlice): number =>
  Math.round((Date.parse(endDate) - Date.parse(startDate)) / DAY_MS) + 1;

/** A range of two days or more cut at a day boundary, the first half a day longer when odd. */
export function halves(range: DateSlice): [DateSlice, DateSlice] {
  const firstEnd = shiftDay(range.startDate, Math.ceil(dayCount(range) / 2) - 1);
  return [
    { startDate: range.startDate, endDate: firstEnd },
    { startDate: shiftDay(firstEnd, 1), endDate: range.endDate },
  ];
}

/** The days from `startDate` to `endDate`, both included, cut into runs of `size` days. */
export function dateSlices({ startDate, endDate }: DateSlice, size: number): DateSlice[] {
  const slices: DateSlice[] = [];
  for (let start = startDate; start <= endDate; start = shiftDay(start, size)) {
    const end = shiftDay(start, size - 1);
    slices.push({ startDate: start, endDate: end < endDate ? end : endDate });
  }
  return slices;
}

/**
 * The rows of several slices as the rows of their union, keyed by their dimension values: clicks
 * and impressions add up, position is the mean weighted by impressions, CTR is clicks over
 * impressions again. Exact, because a range's rows are the sums of its days' rows. In Google's
 * order: most clicks first, then most impressions, then by keys.
 */
export function mergeRows(slices: readonly (readonly SliceRow[])[]): SliceRow[] {
  type Sum = { keys: string[]; clicks: number; impressions: number; weighted: number };
  const merged = new Map<string, Sum>();
  for (const rows of slices) {
    for (const row of rows) {
      const id = row.keys.join("\u0000");
      const into = merged.get(id);
      if (into) {
        into.clicks += row.clicks;
        into.impressions += row.impressions;
        into.weighted += row.position * row.impressions;
      } else {
        merged.set(id, {
          keys: row.keys,
          clicks: row.clicks,
          impressions: row.impressions,
          weighted: row.position * row.impressions,
        });
      }
    }
  }
  const ids = [...merged.keys()];
  const rows = ids.map((id) => {
    const { keys, clicks, impressions, weighted } = merged.get(id)!;
    return {
      keys,
      clicks,
      impressions,
      ctr: impressions > 0 ? clicks / impressions : 0,
      position: impressions > 0 ? weighted / impressions : 0,
    };
  });
  const order = rows.map((_, i) => i);
  order.sort(
    (a, b) =>
      rows[b]!.clicks - rows[a]!.clicks ||
      rows[b]!.impressions - rows[a]!.impressions ||
      (ids[a]! < ids[b]! ? -1 : ids[a]! > ids[b]! ? 1 : 0),
  );
  return order.map((i) => rows[i]!);
}

/**
 * Every row of `range`: the whole range first; when its answer is capped, its two halves, and each
 * half still capped halved again, until a capped slice is a week or shorter: that one is read day
 * by day. Rows grow far slower than days (the same queries and pages come back every day), so a
 * range a little past the cap needs two or four slices, not one per week. Each slice is asked as
 * soon as its parent is known to be capped; `fetchSlice` is where requests queue, page and respect
 * Google's quotas. Rows of one answer keep Google's order; merged rows are ordered by clicks.
 */
export async function fetchInSlices(
  fetchSlice: SliceFetcher,
  range: DateSlice,
): Promise<{ rows: SliceRow[]; completeness: RowCompleteness }> {
  const whole = await fetchSlice(range);
  if (!whole.capped) {
    return {
      rows: whole.rows,
      completeness: { complete: true, slicedBy: "range", cappedDays: [] },
    };
  }
  if (range.startDate === range.endDate) {
    return {
      rows: whole.rows,
      completeness: { complete: false, slicedBy: "range", cappedDays: [range.startDate] },
    };
  }
  const cappedDays: string[] = [];
  let byDay = false;

  /** The rows of a capped slice, from its parts, in date order. */
  const readCapped = async (slice: DateSlice): Promise<SliceRow[][]> => {
    if (dayCount(slice) <= DAY_SLICES_AT) {
      byDay = true;
      return Promise.all(
        dateSlices(slice, 1).map(async (day) => {
          const answer = await fetchSlice(day);
          if (answer.capped) cappedDays.push(day.startDate);
          return answer.rows;
        }),
      );
    }
    const parts = await Promise.all(
      halves(slice).map(async (half) => {
        const answer = await fetchSlice(half);
        return answer.capped ? readCapped(half) : [answer.rows];
      }),
    );
    return parts.flat();
  };

  const parts = await readCapped(range);
  cappedDays.sort();
  return {
    rows: mergeRows(parts),
    completeness: {
      complete: cappedDays.length === 0,
      slicedBy: byDay ? "day" : "halves",
      cappedDays,
    },
  };
}
