import { shiftDay } from "@/lib/dates/compare";
import {
  dateSlices,
  dayCount,
  fetchInSlices,
  halves,
  mergeRows,
  type DateSlice,
  type SliceAnswer,
  type SliceRow,
} from "./gsc-slices";

const row = (keys: string[], clicks: number, impressions: number, position: number): SliceRow => ({
  keys,
  clicks,
  impressions,
  ctr: impressions > 0 ? clicks / impressions : 0,
  position,
});

/**
 * A property whose rows are known per day: a range's answer sums its days' rows, orders them by
 * clicks and holds at most `cap` of them, as Google does with its 50,000.
 */
function fakeProperty(perDay: (day: string) => SliceRow[], cap: number) {
  const asked: DateSlice[] = [];
  const truth = (slice: DateSlice) => {
    const sums = new Map<string, SliceRow & { weighted: number }>();
    for (let day = slice.startDate; day <= slice.endDate; day = shiftDay(day, 1)) {
      for (const r of perDay(day)) {
        const id = r.keys.join("|");
        const s = sums.get(id) ?? { ...r, clicks: 0, impressions: 0, weighted: 0 };
        s.clicks += r.clicks;
        s.impressions += r.impressions;
        s.weighted += r.position * r.impressions;
        sums.set(id, s);
      }
    }
    return [...sums.values()]
      .map((s) => row(s.keys, s.clicks, s.impressions, s.weighted / s.impressions))
      .sort((a, b) => b.clicks - a.clicks || b.impressions - a.impressions);
  };
  const fetchSlice = async (slice: DateSlice) => {
    asked.push(slice);
    const rows = truth(slice);
    return { rows: rows.slice(0, cap), capped: rows.length >= cap };
  };
  return { asked, truth, fetchSlice };
}

/** `count` distinct rows a day, their keys shifted by the day so ranges hold more than days. */
const spreading =
  (count: number, from = "2026-01-01") =>
  (day: string) => {
    const offset = Math.round((Date.parse(day) - Date.parse(from)) / 86_400_000);
    return Array.from({ length: count }, (_, i) =>
      row([`q${offset + i}`, "/p"], 1 + ((offset + i) % 3), 10 + i, 1 + (i % 7)),
    );
  };

const byKeys = (rows: SliceRow[]) =>
  [...rows].sort((a, b) => (a.keys.join() < b.keys.join() ? -1 : 1));

function expectSameRows(actual: SliceRow[], expected: SliceRow[]) {
  expect(actual).toHaveLength(expected.length);
  const want = byKeys(expected);
  byKeys(actual).forEach((r, i) => {
    const w = want[i]!;
    expect(r).toMatchObject({ keys: w.keys, clicks: w.clicks, impressions: w.impressions });
    expect(r.position).toBeCloseTo(w.position, 10);
    expect(r.ctr).toBeCloseTo(w.ctr, 12);
  });
}

describe("dateSlices", () => {
  it("cuts a range into weeks from its first day, the last one short", () => {
    expect(dateSlices({ startDate: "2026-01-27", endDate: "2026-02-12" }, 7)).toEqual([
      { startDate: "2026-01-27", endDate: "2026-02-02" },
      { startDate: "2026-02-03", endDate: "2026-02-09" },
      { startDate: "2026-02-10", endDate: "2026-02-12" },
    ]);
    expect(dateSlices({ startDate: "2024-02-28", endDate: "2024-03-01" }, 1)).toEqual([
      { startDate: "2024-02-28", endDate: "2024-02-28" },
      { startDate: "2024-02-29", endDate: "2024-02-29" },
      { startDate: "2024-03-01", endDate: "2024-03-01" },
    ]);
  });
});

describe("halves", () => {
  it("cuts a range at a day boundary, the first half a day longer when the days are odd", () => {
    expect(halves({ startDate: "2026-01-01", endDate: "2026-01-21" })).toEqual([
      { startDate: "2026-01-01", endDate: "2026-01-11" },
      { startDate: "2026-01-12", endDate: "2026-01-21" },
    ]);
    expect(halves({ startDate: "2024-02-28", endDate: "2024-03-01" })).toEqual([
      { startDate: "2024-02-28", endDate: "2024-02-29" },
      { startDate: "2024-03-01", endDate: "2024-03-01" },
    ]);
    expect(halves({ startDate: "2026-03-07", endDate: "2026-03-10" })).toEqual([
      { startDate: "2026-03-07", endDate: "2026-03-08" },
      { startDate: "2026-03-09", endDate: "2026-03-10" },
    ]);
  });

  it("counts the days of a range, both ends included, across a change of clocks", () => {
    expect(dayCount({ startDate: "2026-03-01", endDate: "2026-03-31" })).toBe(31);
    expect(dayCount({ startDate: "2026-01-02", endDate: "2026-01-02" })).toBe(1);
  });
});

describe("mergeRows", () => {
  it("adds clicks and impressions, weights position by impressions and recomputes CTR", () => {
    const merged = mergeRows([
      [row(["a", "/x"], 1, 10, 2), row(["b", "/x"], 5, 50, 1)],
      [row(["a", "/x"], 3, 30, 4), row(["a", "/y"], 2, 4, 9)],
    ]);
    expect(merged).toEqual([
      { keys: ["b", "/x"], clicks: 5, impressions: 50, ctr: 0.1, position: 1 },
      { keys: ["a", "/x"], clicks: 4, impressions: 40, ctr: 0.1, position: 3.5 },
      { keys: ["a", "/y"], clicks: 2, impressions: 4, ctr: 0.5, position: 9 },
    ]);
  });

  it("keeps rows with the same values in one order, by keys", () => {
    const merged = mergeRows([[row(["z"], 1, 2, 3)], [row(["a"], 1, 2, 3)]]);
    expect(merged.map((r) => r.keys[0])).toEqual(["a", "z"]);
  });

  it("answers no position or CTR for rows without impressions rather than NaN", () => {
    expect(mergeRows([[row(["a"], 0, 0, 0)], [row(["a"], 0, 0, 0)]])).toEqual([
      { keys: ["a"], clicks: 0, impressions: 0, ctr: 0, position: 0 },
    ]);
  });
});

describe("fetchInSlices", () => {
  const range = { startDate: "2026-01-01", endDate: "2026-01-21" };

  it("reads a range that fits in one answer once, in Google's order", async () => {
    const p = fakeProperty(spreading(3), 100);
    const result = await fetchInSlices(p.fetchSlice, range);
    expect(p.asked).toEqual([range]);
    expect(result.rows).toEqual(p.truth(range));
    expect(result.completeness).toEqual({ complete: true, slicedBy: "range", cappedDays: [] });
  });

  it("reads 16 months 15% past the cap in its two halves, not week by week", async () => {
    // The same 200 rows every day and one new one a day, as queries and pages come back: 685 rows
    // over the range against a cap of 596, 443 in each half.
    const months16 = { startDate: "2025-01-01", endDate: "2026-04-30" };
    const perDay = (day: string) => [
      ...Array.from({ length: 200 }, (_, i) =>
        row([`q${i}`, "/p"], i % 5, 20 + (i % 11), 1 + (i % 9)),
      ),
      row([`new-${day}`, "/p"], 1, 3, 8),
    ];
    const p = fakeProperty(perDay, 596);
    const result = await fetchInSlices(p.fetchSlice, months16);
    expect(p.truth(months16)).toHaveLength(685);
    expect(p.asked).toEqual([
      months16,
      { startDate: "2025-01-01", endDate: "2025-08-31" },
      { startDate: "2025-09-01", endDate: "2026-04-30" },
    ]);
    expectSameRows(result.rows, p.truth(months16));
    expect(result.completeness).toEqual({ complete: true, slicedBy: "halves", cappedDays: [] });
  });

  it("halves again only the halves still capped, and merges every slice exactly", async () => {
    // spreading(3): a slice of n days holds n + 2 rows. The whole range 23, its first half (11
    // days) 13 and capped, its second half (10 days) 12; the first half's halves 8 and 7.
    const p = fakeProperty(spreading(3), 13);
    const result = await fetchInSlices(p.fetchSlice, range);
    expect(p.asked).toEqual([
      range,
      { startDate: "2026-01-01", endDate: "2026-01-11" },
      { startDate: "2026-01-12", endDate: "2026-01-21" },
      { startDate: "2026-01-01", endDate: "2026-01-06" },
      { startDate: "2026-01-07", endDate: "2026-01-11" },
    ]);
    expectSameRows(result.rows, p.truth(range));
    expect(result.completeness).toEqual({ complete: true, slicedBy: "halves", cappedDays: [] });
  });

  it("asks a half as soon as its parent is capped, without waiting for the parent's sibling", async () => {
    const p = fakeProperty(spreading(3), 13);
    let release = () => {};
    const slowSibling = new Promise<void>((resolve) => (release = resolve));
    const asked: DateSlice[] = [];
    const fetchSlice = async (slice: DateSlice): Promise<SliceAnswer> => {
      asked.push(slice);
      if (slice.startDate === "2026-01-12") await slowSibling;
      return p.fetchSlice(slice);
    };
    const done = fetchInSlices(fetchSlice, range);
    await vi.waitFor(() => expect(asked).toHaveLength(5));
    release();
    expectSameRows((await done).rows, p.truth(range));
  });

  it("reads a capped slice of a week or less day by day", async () => {
    // A busy day, 2026-01-10, with 12 rows: the whole range, its first half (01-01 to 01-11)
    // and that half's second half (01-07 to 01-11, five days) pass the cap of 13; the day does not.
    const busy = "2026-01-10";
    const perDay = (day: string) =>
      day === busy
        ? Array.from({ length: 9 }, (_, i) => row([`busy${i}`], 1, 5, 2)).concat(spreading(3)(day))
        : spreading(1)(day);
    const p = fakeProperty(perDay, 13);
    const result = await fetchInSlices(p.fetchSlice, range);
    const longer = p.asked.filter((s) => s.startDate !== s.endDate);
    expect(longer).toEqual([
      range,
      { startDate: "2026-01-01", endDate: "2026-01-11" },
      { startDate: "2026-01-12", endDate: "2026-01-21" },
      { startDate: "2026-01-01", endDate: "2026-01-06" },
      { startDate: "2026-01-07", endDate: "2026-01-11" },
    ]);
    const days = p.asked.filter((s) => s.startDate === s.endDate).map((s) => s.startDate);
    expect(days).toEqual(["2026-01-07", "2026-01-08", "2026-01-09", "2026-01-10", "2026-01-11"]);
    expectSameRows(result.rows, p.truth(range));
    expect(result.completeness).toEqual({ complete: true, slicedBy: "day", cappedDays: [] });
  });

  it("names the days whose own answer is capped: Google's limit, their rows beyond it missing", async () => {
    const full = new Set(["2026-01-03", "2026-01-16"]);
    const perDay = (day: string) =>
      full.has(day)
        ? Array.from({ length: 8 }, (_, i) => row([`${day}-${i}`], 8 - i, 10, 1))
        : spreading(1)(day);
    const p = fakeProperty(perDay, 5);
    const result = await fetchInSlices(p.fetchSlice, range);
    expect(result.completeness).toEqual({
      complete: false,
      slicedBy: "day",
      cappedDays: ["2026-01-03", "2026-01-16"],
    });
    // Each capped day gives its top five rows; every other day all of its rows.
    const expected = p.truth(range).filter((r) => !/-[5-7]$/.test(r.keys[0]!));
    expectSameRows(result.rows, expected);
  });

  it("reads a capped range of a week or less straight away day by day", async () => {
    const p = fakeProperty(spreading(3), 6);
    const week = { startDate: "2026-01-01", endDate: "2026-01-05" };
    const result = await fetchInSlices(p.fetchSlice, week);
    expect(p.asked).toEqual([week, ...dateSlices(week, 1)]);
    expectSameRows(result.rows, p.truth(week));
    expect(result.completeness.slicedBy).toBe("day");
  });

  it("reports a single capped day as it is, without asking again", async () => {
    const p = fakeProperty(spreading(4), 4);
    const day = { startDate: "2026-01-02", endDate: "2026-01-02" };
    const result = await fetchInSlices(p.fetchSlice, day);
    expect(p.asked).toEqual([day]);
    expect(result.completeness).toEqual({
      complete: false,
      slicedBy: "range",
      cappedDays: ["2026-01-02"],
    });
  });
});
