import { LARGE_DATASET, LARGE_SITE_URL } from "@/google-emulator/world/catalog";
import { dayNumber, dayString, pacificClock } from "@/google-emulator/world/search-dates";
import { runSearch, type SearchSpec } from "@/google-emulator/world/search-query";
import { dateSlices, mergeRows } from "./gsc-slices";
import { shiftDay } from "@/lib/dates/compare";
import { pacificDate } from "./pacific-date";
import { searchConsole, type GscRow } from "./search-console";
import {
  startEmulatorSession,
  type EmulatorSession,
} from "@/tests/support/google-emulator-session";

// Every row of a property whose query×page rows pass Google's 50,000-row cap, read over real HTTP
// from the emulator in date slices and merged, against the emulator's own per-day data.
let session: EmulatorSession;
beforeAll(async () => {
  session = await startEmulatorSession({
    account: { email: "large@demo.rankwell.dev", name: "Lee Large" },
  });
});
afterAll(() => session.close());

const endDate = shiftDay(pacificDate(), -4);
const months3 = { startDate: shiftDay(endDate, -90), endDate };

/** The emulator's query×page rows of the range summed from its days, none of which is capped. */
function trueRows(range: { startDate: string; endDate: string }) {
  const { today, hour } = pacificClock(new Date());
  const spec: SearchSpec = {
    dataset: LARGE_DATASET,
    type: "web",
    dimensions: ["query", "page", "date"],
    startDay: dayNumber(range.startDate)!,
    endDay: dayNumber(range.endDate)!,
    today,
    hour,
    dataState: "final",
    filters: {},
  };
  const { rows, world, firstDay } = runSearch(spec);
  const perDay = new Map<number, number>();
  const sums = new Map<string, { clicks: number; impressions: number; weighted: number }>();
  for (let i = 0; i < rows.count; i++) {
    const day = rows.keys[2]![i]!;
    perDay.set(day, (perDay.get(day) ?? 0) + 1);
    const id = `${world.site.queries[rows.keys[0]![i]!]!.text}|${world.site.pages[rows.keys[1]![i]!]!.url}`;
    const sum = sums.get(id) ?? { clicks: 0, impressions: 0, weighted: 0 };
    sum.clicks += rows.clicks[i]!;
    sum.impressions += rows.impressions[i]!;
    sum.weighted += rows.positions[i]!;
    sums.set(id, sum);
  }
  const busiest = Math.max(...perDay.values());
  return { sums, busiest, days: [...perDay.keys()].map((d) => dayString(firstDay + d)) };
}

const total = (rows: GscRow[], field: "clicks" | "impressions") =>
  rows.reduce((sum, row) => sum + row[field], 0);

describe("every query×page row of a property past Google's row cap", () => {
  it("comes back complete over 3 months: every row of the emulator, the same sums", async () => {
    const gsc = searchConsole(session.ctx);
    const request = { ...months3, dimensions: ["query" as const, "page" as const] };
    const result = await gsc.queryAll(LARGE_SITE_URL, request);
    const truth = trueRows(months3);
    // The range passes the cap; no day does.
    expect(truth.sums.size).toBeGreaterThan(50_000);
    expect(truth.busiest).toBeLessThan(50_000);

    expect(result.completeness).toMatchObject({ complete: true, cappedDays: [] });
    expect(["halves", "day"]).toContain(result.completeness.slicedBy);
    expect(result.capped).toBe(false);
    expect(result.rows).toHaveLength(truth.sums.size);
    for (const row of result.rows) {
      const want = truth.sums.get(row.keys.join("|"))!;
      expect(want).toBeDefined();
      expect(row.clicks).toBe(want.clicks);
      expect(row.impressions).toBe(want.impressions);
      expect(row.position).toBeCloseTo(want.weighted / want.impressions, 9);
    }

    // The named queries' totals, from a request that no cap cuts: nothing is lost in the slices.
    const byQuery = await gsc.queryAll(LARGE_SITE_URL, { ...months3, dimensions: ["query"] });
    expect(byQuery.completeness.slicedBy).toBe("range");
    expect(total(result.rows, "clicks")).toBe(total(byQuery.rows, "clicks"));
    expect(total(result.rows, "impressions")).toBe(total(byQuery.rows, "impressions"));
    // Halved down to slices of under a week: some 60 requests, a few of them answers of 50,000 rows.
  }, 240_000);

  it("merges day slices into exactly the emulator's own answer for a range under the cap", async () => {
    const gsc = searchConsole(session.ctx);
    const range = { startDate: shiftDay(endDate, -1), endDate };
    const request = { dimensions: ["query" as const, "page" as const] };
    const whole = await gsc.queryAll(LARGE_SITE_URL, { ...range, ...request });
    expect(whole.completeness).toEqual({ complete: true, slicedBy: "range", cappedDays: [] });
    const days = await Promise.all(
      dateSlices(range, 1).map(
        async (day) => (await gsc.queryAll(LARGE_SITE_URL, { ...day, ...request })).rows,
      ),
    );
    const merged = mergeRows(days);
    expect(merged).toHaveLength(whole.rows.length);
    const byKeys = new Map(whole.rows.map((row) => [row.keys.join("|"), row]));
    merged.forEach((row) => {
      const want = byKeys.get(row.keys.join("|"))!;
      expect([row.clicks, row.impressions]).toEqual([want.clicks, want.impressions]);
      expect(row.ctr).toBeCloseTo(want.ctr, 12);
      expect(row.position).toBeCloseTo(want.position, 9);
    });
  }, 60_000);

  it("names the days that pass the cap on their own, and keeps each one's top 50,000 rows", async () => {
    const gsc = searchConsole(session.ctx);
    const range = { startDate: shiftDay(endDate, -1), endDate };
    const result = await gsc.queryAll(LARGE_SITE_URL, {
      ...range,
      dimensions: ["query", "page", "country", "device"],
    });
    expect(result.completeness).toEqual({
      complete: false,
      slicedBy: "day",
      cappedDays: [range.startDate, range.endDate],
    });
    expect(result.capped).toBe(true);
    // Each day's 50,000, merged: more rows than one answer holds, fewer than two.
    expect(result.rows.length).toBeGreaterThan(50_000);
    expect(result.rows.length).toBeLessThanOrEqual(100_000);
    // The range itself (two pages) and each day (two pages each).
    expect(result.pages).toBe(6);
  }, 120_000);
});
