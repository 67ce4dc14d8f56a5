import { describe, expect, it } from "vitest";
import type { GscInsightsResponse } from "@/lib/gsc-insights/types";
import type { ClickChange, Contribution } from "@/lib/seo/click-change";
import { modelFindings } from "./findings";

const change: ClickChange = {
  previous: { clicks: 1_000, impressions: 50_000, ctr: 0.02, position: 8 },
  current: { clicks: 900, impressions: 48_000, ctr: 0.01875, position: 8.4 },
  change: -100,
  ratio: -0.1234,
  totals: { impressions: -40, ctr: -62.5, interaction: 2.5 },
  steps: [
    { id: "demand", value: -40 },
    { id: "position", value: -65 },
    { id: "ctr", value: 0 },
    { id: "newQueries", value: 5 },
    { id: "lostQueries", value: 0 },
    { id: "hidden", value: 0 },
  ],
};

const metrics = (clicks: number) => ({ clicks, impressions: clicks * 20, ctr: 0.05, position: 4 });
const moved = (key: string, before: number, now: number): Contribution => ({
  key,
  previous: metrics(before),
  current: metrics(now),
  change: now - before,
  share: null,
  status: now > before ? "up" : "down",
});
const list = (up: Contribution[], down: Contribution[]) => ({
  up,
  down,
  new: [],
  gone: [],
  summary: { total: 0, gained: { count: 0, clicks: 0 }, lost: { count: 0, clicks: 0 } },
});

const insights = (patch: Partial<GscInsightsResponse> = {}): GscInsightsResponse => ({
  comparison: {
    status: "full",
    days: 28,
    comparedDays: 28,
    compared: { startDate: "2026-09-03", endDate: "2026-09-30" },
  },
  compared: { startDate: "2026-09-03", endDate: "2026-09-30" },
  change,
  story: [
    { text: "Clicks fell 100 (−12.3%) against the previous period, to 900.", source: "totals" },
  ],
  queries: list(
    [moved("a", 1, 9), moved("b", 1, 8), moved("c", 1, 7), moved("d", 1, 6)],
    [moved("z", 90, 10)],
  ),
  pages: null,
  devices: [],
  countries: [],
  appearance: [],
  lastYear: { range: { startDate: "2025-10-02", endDate: "2025-10-29" }, totals: metrics(700) },
  ...patch,
});

const RANGE = { startDate: "2026-10-01", endDate: "2026-10-28" };
const WRITTEN = {
  summary: [],
  actions: [
    {
      rank: 1,
      title: "Push “x” into the top three",
      detail: "…",
      gain: 40,
      type: "striking-distance" as const,
      view: "opportunities" as const,
      params: {},
    },
  ],
};

describe("modelFindings", () => {
  it("gives the model the change, its non-zero parts (which add up to it) and the first movers", () => {
    const f = modelFindings(
      "sc-domain:example.com",
      RANGE,
      insights(),
      {
        byType: [
          { type: "striking-distance", count: 3, gain: 40 },
          { type: "low-ctr", count: 0, gain: 0 },
        ],
      },
      WRITTEN,
    );
    expect(f.clicks).toEqual({ now: 900, before: 1_000, change: -100, changePercent: -12.3 });
    expect(f.parts).toEqual([
      { part: "Search demand", clicks: -40 },
      { part: "Position", clicks: -65 },
      { part: "New queries", clicks: 5 },
    ]);
    expect(f.parts.reduce((sum, p) => sum + p.clicks, 0)).toBe(f.clicks!.change);
    expect(f.queriesUp.map((m) => m.key)).toEqual(["a", "b", "c"]);
    expect(f.queriesDown).toEqual([{ key: "z", clicksBefore: 90, clicksNow: 10, change: -80 }]);
    expect(f.pagesUp).toEqual([]);
    expect(f.opportunities).toEqual([
      { type: "striking-distance", label: "Striking distance", count: 3, gain: 40 },
    ]);
    expect(f.actions).toEqual([{ rank: 1, title: "Push “x” into the top three", gain: 40 }]);
    expect(f.sameDaysLastYear).toEqual({ start: "2025-10-02", end: "2025-10-29", clicks: 700 });
    expect(f.comparedWith).toEqual({ start: "2026-09-03", end: "2026-09-30" });
  });

  it("says nothing of a change when the periods do not compare", () => {
    const f = modelFindings(
      "sc-domain:example.com",
      RANGE,
      insights({
        change: null,
        comparison: { status: "fresh", days: 28 },
        story: [],
        lastYear: null,
      }),
      { byType: [] },
      { summary: [], actions: [] },
    );
    expect(f.clicks).toBeNull();
    expect(f.comparedWith).toBeNull();
    expect(f.parts).toEqual([]);
    expect(f.sameDaysLastYear).toBeNull();
  });
});
