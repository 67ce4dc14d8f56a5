import { shiftDay } from "@/lib/dates/compare";
import { positionAlert, positionVerdict, type PositionDay } from "./position";

const LAST = "2026-02-27";

/** 70 days up to LAST at `position` with 10 impressions each, `change` applied from `from` on. */
function days(
  position: number,
  change?: { from: string; position?: number; impressions?: number },
) {
  const out: PositionDay[] = [];
  for (let i = 69; i >= 0; i--) {
    const date = shiftDay(LAST, -i);
    const changed = change && date >= change.from;
    out.push({
      date,
      impressions: changed ? (change.impressions ?? 10) : 10,
      position: changed ? (change.position ?? position) : position,
    });
  }
  return out.filter((d) => d.impressions > 0);
}

const alertOf = (series: PositionDay[], threshold = 3) =>
  positionAlert({
    query: "garden planner",
    subject: "example.com",
    threshold,
    days: series,
    lastDay: LAST,
  });

describe("a tracked query's position", () => {
  it("is quiet while the query holds its place, and when it gains", () => {
    expect(alertOf(days(3.2))).toBeNull();
    expect(alertOf(days(8, { from: shiftDay(LAST, -4), position: 2 }))).toBeNull();
  });

  it("weighs each day by its impressions, so one stray impression far down does not count", () => {
    const series = days(3);
    series.push({ date: LAST, impressions: 1, position: 60 });
    const verdict = positionVerdict(series, LAST, 3);
    expect(verdict?.lost).toBeLessThan(3);
    expect(alertOf(series)).toBeNull();
  });

  it("raises an alert on the day the week's average has lost the threshold, with the figures", () => {
    // From 5 days before the last day the query stands at position 9 instead of 3: the 7-day
    // average crosses 3 positions lost on the 4th of those days (3 × 6 / 7 ≈ 2.6, 4 × 6 / 7 ≈ 3.4).
    const series = days(3, { from: shiftDay(LAST, -4), position: 9 });
    const alert = alertOf(series)!;
    expect(alert.day).toBe(shiftDay(LAST, -1));
    expect(alert.title).toBe("“garden planner” lost positions on example.com");
    expect(alert.message).toContain("averaged position 6.4 in the 7 days to 2026-02-26");
    expect(alert.message).toContain("against 3.0 in the 28 days before: 3.4");
    expect(alert.observed).toBe(6.4);
    expect(alert.expected).toBe(3);
    expect(alert.chart.at(-1)).toEqual({ date: shiftDay(LAST, -1), value: 9, expected: 3 });
    expect(alert.chart).toHaveLength(28);
  });

  it("does not raise it again on the following days while the loss lasts", () => {
    // The loss began 10 days ago: by the newest days it is old news.
    expect(alertOf(days(3, { from: shiftDay(LAST, -10), position: 9 }))).toBeNull();
  });

  it("counts a query that lost every impression", () => {
    const alert = alertOf(days(3, { from: shiftDay(LAST, -6), impressions: 0 }))!;
    expect(alert.day).toBe(LAST);
    expect(alert.title).toBe("“garden planner” lost its impressions on example.com");
    expect(alert.observed).toBeNull();
    expect(alert.message).toContain("no impressions in the 7 days to 2026-02-27");
  });

  it("says nothing about a query with too few impressions to have had a place", () => {
    const rare = days(3).map((d) => ({ ...d, impressions: d.date < shiftDay(LAST, -30) ? 1 : 0 }));
    expect(alertOf(rare.filter((d) => d.impressions > 0))).toBeNull();
  });

  it("follows the rule's threshold", () => {
    const series = days(3, { from: shiftDay(LAST, -2), position: 6 });
    expect(alertOf(series, 3)).toBeNull();
    expect(alertOf(series, 1)?.day).toBe(LAST);
  });
});
