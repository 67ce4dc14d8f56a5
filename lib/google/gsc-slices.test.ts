import { addDays } from "./pacific-date";
import { dateSlices, fetchInSlices, mergeRows, type DateSlice, type SliceRow } from "./gsc-slices";

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
    for (let day = slice.startDate; day <= slice.endDate; day = addDays(day, 1)) {
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

  it("asks a capped range again by week and merges the weeks exactly", async () => {
    // 23 rows in the whole range, at most 9 in a week: the range is capped, no week is.
    const p = fakeProperty(spreading(3), 20);
    const result = await fetchInSlices(p.fetchSlice, range);
    expect(p.asked).toEqual([
      range,
      { startDate: "2026-01-01", endDate: "2026-01-07" },
      { startDate: "2026-01-08", endDate: "2026-01-14" },
      { startDate: "2026-01-15", endDate: "2026-01-21" },
    ]);
    expectSameRows(result.rows, p.truth(range));
    expect(result.completeness).toEqual({ complete: true, slicedBy: "week", cappedDays: [] });
  });

  it("asks only the capped weeks again by day", async () => {
    // The second week has a busy day: 12 rows that day alone, so that week passes the cap of 10.
    const busy = "2026-01-10";
    const perDay = (day: string) =>
      day === busy
        ? Array.from({ length: 9 }, (_, i) => row([`busy${i}`], 1, 5, 2)).concat(spreading(3)(day))
        : spreading(1)(day);
    const p = fakeProperty(perDay, 13);
    const result = await fetchInSlices(p.fetchSlice, range);
    const days = p.asked.filter((s) => s.startDate === s.endDate).map((s) => s.startDate);
    expect(days).toEqual(
      dateSlices({ startDate: "2026-01-08", endDate: "2026-01-14" }, 1).map((d) => d.startDate),
    );
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

  it("slices rows grouped by date straight into days, and a range of a week or less too", async () => {
    const dated = fakeProperty(spreading(3), 10);
    await fetchInSlices(dated.fetchSlice, range, { datedRows: true });
    expect(dated.asked).toHaveLength(1 + 21);
    expect(dated.asked.slice(1).every((s) => s.startDate === s.endDate)).toBe(true);

    const short = fakeProperty(spreading(3), 6);
    const week = { startDate: "2026-01-01", endDate: "2026-01-05" };
    const result = await fetchInSlices(short.fetchSlice, week);
    expect(short.asked).toHaveLength(1 + 5);
    expectSameRows(result.rows, short.truth(week));
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
