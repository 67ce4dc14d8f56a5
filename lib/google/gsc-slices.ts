import { addDays } from "./pacific-date";

// Google's 50,000-row cap on Search Analytics holds per day and search type, not per request: a
// range whose answer hits it is asked again in week slices, a week still capped in day slices, and
// the slices' rows are merged into the rows of the whole range. A day still capped is the limit.

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
  /** The range in one answer, or merged from week or day slices. */
  slicedBy: "range" | "week" | "day";
  /** Days whose own answer still holds the 50,000 rows Google returns at most: rows are missing. */
  cappedDays: string[];
};

const WEEK = 7;

/** The days from `startDate` to `endDate`, both included, cut into runs of `size` days. */
export function dateSlices({ startDate, endDate }: DateSlice, size: number): DateSlice[] {
  const slices: DateSlice[] = [];
  for (let start = startDate; start <= endDate; start = addDays(start, size)) {
    const end = addDays(start, size - 1);
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
 * Every row of `range`: the whole range first; when its answer is capped, the range again in week
 * slices (day slices straight away when the rows are grouped by date, or the range is a week or
 * less), and each week still capped in day slices. Slices are all asked at once; `fetchSlice` is
 * where requests queue, page and respect Google's quotas. Rows of one answer keep Google's order;
 * merged rows are ordered by clicks.
 */
export async function fetchInSlices(
  fetchSlice: SliceFetcher,
  range: DateSlice,
  { datedRows = false }: { datedRows?: boolean } = {},
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
  const byDay = datedRows || dateSlices(range, WEEK).length === 1;
  const cappedDays: string[] = [];
  let slicedBy: RowCompleteness["slicedBy"] = byDay ? "day" : "week";

  const days = async (slice: DateSlice) =>
    Promise.all(
      dateSlices(slice, 1).map(async (day) => {
        const answer = await fetchSlice(day);
        if (answer.capped) cappedDays.push(day.startDate);
        return answer.rows;
      }),
    );
  const parts = byDay
    ? await days(range)
    : (
        await Promise.all(
          dateSlices(range, WEEK).map(async (week) => {
            const answer = await fetchSlice(week);
            if (!answer.capped) return [answer.rows];
            slicedBy = "day";
            return days(week);
          }),
        )
      ).flat();
  cappedDays.sort();
  return {
    rows: mergeRows(parts),
    completeness: { complete: cappedDays.length === 0, slicedBy, cappedDays },
  };
}
