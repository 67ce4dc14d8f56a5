import type { DailyPoint } from "./anomaly";
import {
  alertChart,
  CHART_DAYS,
  connectionAlert,
  evaluateSeries,
  sitemapErrorsAlert,
  type RuleSettings,
} from "./evaluate";

// A rule's verdict: the anomaly test with the rule's own threshold and direction, worded for people.

const WEEKLY = [1.0, 1.1, 1.05, 1.0, 0.9, 0.45, 0.4]; // Monday … Sunday: quiet weekends

/** 70 days of a weekly cycle around `level` ending on 2026-03-01 (a Sunday), with optional changes. */
function series(level: number, changes: Record<string, number> = {}): DailyPoint[] {
  const points: DailyPoint[] = [];
  const end = Date.UTC(2026, 2, 1);
  for (let i = 69; i >= 0; i--) {
    const at = new Date(end - i * 86_400_000);
    const date = at.toISOString().slice(0, 10);
    const weekday = (at.getUTCDay() + 6) % 7;
    const wobble = 1 + 0.03 * Math.sin(i * 1.7);
    points.push({ date, value: changes[date] ?? Math.round(level * WEEKLY[weekday]! * wobble) });
  }
  return points;
}

const CLICKS: RuleSettings = { metric: "gsc_clicks", threshold: 3.5, direction: "drop" };
const LAST = "2026-03-01";

describe("evaluateSeries", () => {
  it("stays quiet on a normal Sunday, however low it is against the weekdays", () => {
    expect(evaluateSeries(CLICKS, series(1000), LAST, "greenleaf.example")).toBeNull();
  });

  it("raises a drop with the numbers, the weekday expectation and a chart ending on the day", () => {
    const alert = evaluateSeries(CLICKS, series(1000, { [LAST]: 60 }), LAST, "greenleaf.example");
    expect(alert).not.toBeNull();
    expect(alert!.title).toBe("Search clicks fell on greenleaf.example");
    expect(alert!.message).toMatch(
      /^60 on 2026-03-01 against \d{3} expected for that weekday \(−\d+%\)/,
    );
    expect(alert!.observed).toBe(60);
    expect(alert!.expected).toBeGreaterThan(350);
    expect(alert!.expected).toBeLessThan(450);
    expect(alert!.chart).toHaveLength(CHART_DAYS);
    expect(alert!.chart.at(-1)).toMatchObject({ date: LAST, value: 60 });
    expect(alert!.chart.every((p) => p.expected !== null)).toBe(true);
  });

  it("follows the rule's direction: a drop rule ignores a rise, a rise rule ignores a drop", () => {
    const rise = series(1000, { [LAST]: 2000 });
    expect(evaluateSeries(CLICKS, rise, LAST, "x")).toBeNull();
    const rising = evaluateSeries({ ...CLICKS, direction: "rise" }, rise, LAST, "x");
    expect(rising?.title).toBe("Search clicks rose on x");
    expect(
      evaluateSeries({ ...CLICKS, direction: "rise" }, series(1000, { [LAST]: 60 }), LAST, "x"),
    ).toBeNull();
    expect(evaluateSeries({ ...CLICKS, direction: "both" }, rise, LAST, "x")).not.toBeNull();
  });

  it("takes the rule's threshold: a less sensitive rule lets a moderate dip pass", () => {
    const dip = series(1000, { [LAST]: 300 });
    expect(evaluateSeries({ ...CLICKS, threshold: 2 }, dip, LAST, "x")).not.toBeNull();
    expect(evaluateSeries({ ...CLICKS, threshold: 8 }, dip, LAST, "x")).toBeNull();
  });

  it("does not judge a day without history or without a value", () => {
    expect(evaluateSeries(CLICKS, series(1000).slice(-10), LAST, "x")).toBeNull();
    expect(evaluateSeries(CLICKS, series(1000), "2026-03-02", "x")).toBeNull();
  });
});

describe("alertChart", () => {
  it("ends on the alert's day even when the series runs on", () => {
    const chart = alertChart(series(1000), "2026-02-20", { threshold: 3.5 });
    expect(chart).toHaveLength(CHART_DAYS);
    expect(chart.at(-1)!.date).toBe("2026-02-20");
  });
});

describe("connectionAlert", () => {
  it("asks the user to reconnect, with no series", () => {
    const alert = connectionAlert(LAST);
    expect(alert.title).toMatch(/reconnecting/);
    expect(alert.chart).toEqual([]);
    expect(alert.observed).toBeNull();
  });
});

describe("sitemap errors", () => {
  const sitemaps = [
    { path: "https://greenleaf.example/sitemap_index.xml", errors: 0 },
    { path: "https://greenleaf.example/sitemap-posts.xml", errors: 4 },
    { path: "https://greenleaf.example/sitemap-pages.xml", errors: 1 },
  ];
  const history = [
    { date: "2026-02-27", value: 0 },
    { date: "2026-02-28", value: 2 },
    { date: LAST, value: 5 },
  ];
  const base = { day: LAST, subject: "greenleaf.example", sitemaps, history };

  it("raises an alert when there are more errors than at the last earlier check", () => {
    const alert = sitemapErrorsAlert({ ...base, previous: { day: "2026-02-28", value: 2 } });
    expect(alert).toEqual({
      day: LAST,
      title: "Sitemap errors rose on greenleaf.example",
      message:
        "Google reports 5 errors in the sitemaps on 2026-03-01, up from 2 on 2026-02-28: " +
        "https://greenleaf.example/sitemap-posts.xml (4), https://greenleaf.example/sitemap-pages.xml (1).",
      observed: 5,
      expected: 2,
      chart: history.map((point) => ({ ...point, expected: null })),
    });
  });

  it("stays quiet on a first reading, and when the errors stayed or fell", () => {
    expect(sitemapErrorsAlert({ ...base, previous: null })).toBeNull();
    expect(sitemapErrorsAlert({ ...base, previous: { day: "2026-02-28", value: 5 } })).toBeNull();
    expect(sitemapErrorsAlert({ ...base, previous: { day: "2026-02-28", value: 9 } })).toBeNull();
  });

  it("names the three sitemaps with the most errors and counts the rest", () => {
    const many = ["a", "b", "c", "d", "e"].map((name, i) => ({
      path: `https://greenleaf.example/${name}.xml`,
      errors: i + 1,
    }));
    const alert = sitemapErrorsAlert({
      ...base,
      sitemaps: many,
      previous: { day: "2026-02-28", value: 1 },
    });
    expect(alert?.message).toBe(
      "Google reports 15 errors in the sitemaps on 2026-03-01, up from 1 on 2026-02-28: " +
        "https://greenleaf.example/e.xml (5), https://greenleaf.example/d.xml (4), " +
        "https://greenleaf.example/c.xml (3) and 2 more.",
    );
  });
});
