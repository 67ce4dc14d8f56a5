import { describe, expect, it } from "vitest";
import type { Ga4ReportResponse } from "@/lib/data-api/types";
import { GA4_MAX_METRICS } from "@/lib/data-api/schemas/ga4";
import { analyticsBreakdownRequestSchema } from "./breakdown-schema";
import {
  analyticsKpis,
  bucketDate,
  formatCurrency,
  formatSeconds,
  quotaNote,
  reportNotes,
  seriesPoints,
} from "./kpis";
import { breakdownValueLabel, KPI_API_NAMES, kpiMetric, metricValue } from "./metrics";
import {
  analyticsComparison,
  analyticsRequests,
  breakdownComparisonRequest,
  breakdownRequest,
  kpiRequest,
  seriesRequest,
} from "./requests";
import { parseAnalyticsState, withAnalyticsState } from "./url-state";

const REF = { projectId: "p", propertyId: "s" };
const RANGE = { startDate: "2026-10-05", endDate: "2026-11-01" };

/** A totals row in KPI_API_NAMES order from named values. */
const valuesOf = (named: Record<string, number>) => KPI_API_NAMES.map((n) => named[n] ?? 0);

const report = (patch: Partial<Ga4ReportResponse>): Ga4ReportResponse => ({
  dimensionHeaders: [],
  metricHeaders: [],
  rows: [],
  rowCount: 0,
  ...patch,
});

describe("the Analytics URL state", () => {
  it("reads what it knows and falls back on the rest, and leaves defaults out of the URL", () => {
    expect(
      parseAnalyticsState(new URLSearchParams("metric=keyEvents&grain=week&tab=landing&organic=1")),
    ).toEqual({ metric: "keyEvents", grain: "week", tab: "landing", organic: true });
    expect(parseAnalyticsState(new URLSearchParams("metric=bogus&grain=year&tab=x"))).toEqual({
      metric: "sessions",
      grain: "day",
      tab: "channel",
      organic: false,
    });
    const search = withAnalyticsState(new URLSearchParams("project=p&grain=week"), {
      grain: "day",
      organic: true,
    });
    expect(search.toString()).toBe("project=p&organic=1");
  });
});

describe("the Analytics requests", () => {
  it("compare the range with the previous period, weekday-aligned, or the same weeks last year", () => {
    expect(analyticsComparison(RANGE, null)).toEqual({
      startDate: "2026-09-07",
      endDate: "2026-10-04",
    });
    expect(analyticsComparison(RANGE, "year")).toEqual({
      startDate: "2025-10-06",
      endDate: "2025-11-02",
    });
  });

  it("ask for both periods' totals, GA4's own buckets, and one sorted, searched page", () => {
    const comparison = analyticsComparison(RANGE, null);
    expect(kpiRequest(REF, RANGE, comparison, false).request.dateRanges).toEqual([
      RANGE,
      comparison,
    ]);
    expect(seriesRequest(REF, RANGE, "week", false).request.dimensions).toEqual([
      { name: "isoYearIsoWeek" },
    ]);
    const page = breakdownRequest(REF, RANGE, "landing", true, {
      sort: "keyEvents",
      desc: true,
      search: "guides",
      pageIndex: 2,
      pageSize: 25,
    }).request;
    expect(page).toMatchObject({ limit: 25, offset: 50, dimensions: [{ name: "landingPage" }] });
    expect(page.orderBys).toEqual([{ metric: { metricName: "keyEvents" }, desc: true }]);
    expect(page.dimensionFilter?.andGroup?.expressions).toEqual([
      {
        filter: {
          fieldName: "sessionDefaultChannelGroup",
          stringFilter: { matchType: "EXACT", value: "Organic Search" },
        },
      },
      {
        filter: {
          fieldName: "landingPage",
          stringFilter: { matchType: "CONTAINS", value: "guides", caseSensitive: false },
        },
      },
    ]);
  });
});

describe("the breakdowns' comparison and new tab", () => {
  it("ask for the comparison of the page's keys alone, with the organic filter kept", () => {
    const comparison = analyticsComparison(RANGE, null);
    const request = breakdownComparisonRequest(REF, comparison, "landing", true, [
      "/a",
      "(other)",
      "/b",
      "/a",
    ])!.request;
    expect(request).toMatchObject({
      dateRanges: [comparison],
      dimensions: [{ name: "landingPage" }],
      metrics: [{ name: "sessions" }, { name: "totalUsers" }],
      limit: 2,
    });
    expect(request.dimensionFilter?.andGroup?.expressions[1]).toEqual({
      filter: {
        fieldName: "landingPage",
        inListFilter: { values: ["/a", "/b"], caseSensitive: true },
      },
    });
    expect(
      breakdownComparisonRequest(REF, comparison, "device", false, ["mobile"])!.request
        .dimensionFilter,
    ).toEqual({
      filter: {
        fieldName: "deviceCategory",
        inListFilter: { values: ["mobile"], caseSensitive: true },
      },
    });
    expect(breakdownComparisonRequest(REF, comparison, "channel", false, ["(other)"])).toBeNull();
  });

  it("send the table's page with its comparison period, in a body the route accepts", () => {
    const { breakdownPage } = analyticsRequests(
      {
        projectId: "9b2f8a3e-1c4d-4e5f-8a6b-7c8d9e0f1a2b",
        propertyId: "0d1e2f3a-4b5c-4d6e-8f7a-8b9c0d1e2f3a",
      },
      RANGE,
      null,
      { grain: "day", tab: "newVsReturning", organic: false },
    );
    expect(breakdownPage).toMatchObject({
      ...RANGE,
      compareWith: analyticsComparison(RANGE, null),
      tab: "newVsReturning",
    });
    expect(analyticsBreakdownRequestSchema.safeParse(breakdownPage).success).toBe(true);
    const tooBig = { ...breakdownPage, table: { ...breakdownPage.table, pageSize: 500 } };
    expect(analyticsBreakdownRequestSchema.safeParse(tooBig).success).toBe(false);
    expect(
      breakdownRequest(REF, RANGE, "newVsReturning", false, {
        sort: "sessions",
        desc: true,
        pageIndex: 0,
        pageSize: 25,
      }).request.dimensions,
    ).toEqual([{ name: "newVsReturning" }]);
    expect(parseAnalyticsState(new URLSearchParams("tab=newVsReturning")).tab).toBe(
      "newVsReturning",
    );
  });

  it("write GA4's new and returning as people read them, and other values as sent", () => {
    expect(breakdownValueLabel("newVsReturning", "new")).toBe("New");
    expect(breakdownValueLabel("newVsReturning", "returning")).toBe("Returning");
    expect(breakdownValueLabel("newVsReturning", "(not set)")).toBe("(not set)");
    expect(breakdownValueLabel("deviceCategory", "new")).toBe("new");
  });
});

describe("the revenue card", () => {
  it("asks for revenue within GA4's limit of metrics a report", () => {
    expect(KPI_API_NAMES).toContain("totalRevenue");
    expect(KPI_API_NAMES.length).toBeLessThanOrEqual(GA4_MAX_METRICS);
    expect(kpiRequest(REF, RANGE, RANGE, false).request.metrics).toHaveLength(KPI_API_NAMES.length);
  });

  it("writes money in the report's currency, short on a card", () => {
    expect(formatCurrency(950.256, "EUR")).toBe("€950.26");
    expect(formatCurrency(12_345.67, "usd")).toBe("$12.3K");
    expect(formatCurrency(2_500_000, "JPY")).toBe("¥2.5M");
    expect(formatCurrency(0, "GBP")).toBe("£0.00");
    expect(formatCurrency(12.5, "not-a-code")).toBe("NOT-A-CODE 12.5");
  });

  it("shows only when the range or the comparison has revenue, in the property's currency", () => {
    const revenue = (now: number, before: number, currencyCode?: string) =>
      analyticsKpis(
        report({
          totals: [
            valuesOf({ sessions: 10, totalRevenue: now }),
            valuesOf({ sessions: 10, totalRevenue: before }),
          ],
          ...(currencyCode ? { metadata: { currencyCode } } : {}),
        }),
        null,
      ).find((k) => k.id === "totalRevenue");
    expect(revenue(0, 0)).toBeUndefined();
    expect(revenue(1_500, 1_000, "EUR")).toMatchObject({
      label: "Total revenue",
      value: "€1.5K",
      delta: "+50.0%",
      improved: true,
    });
    expect(revenue(0, 80, "EUR")).toMatchObject({ value: "€0.00", delta: "-100.0%" });
    expect(revenue(42, 0)).toMatchObject({ value: "$42.00" });
    expect(revenue(42, 0)?.delta).toBeUndefined();
  });
});

describe("the Analytics figures", () => {
  it("name each bucket by its first day: a date, an ISO week's Monday, a month's 1st", () => {
    expect(bucketDate("20261101", "day")).toBe("2026-11-01");
    expect(bucketDate("202647", "week")).toBe("2026-11-16");
    expect(bucketDate("202601", "week")).toBe("2025-12-29");
    expect(bucketDate("202611", "month")).toBe("2026-11-01");
    expect(bucketDate("junk", "day")).toBeNull();
  });

  it("write durations as people read them", () => {
    expect([45, 65, 3_720, null].map(formatSeconds)).toEqual(["45s", "1m 05s", "1h 02m", "—"]);
  });

  it("take engagement time per session as a ratio of totals, never an average of rates", () => {
    const metric = kpiMetric("engagementPerSession")!;
    expect(metricValue(metric, valuesOf({ userEngagementDuration: 900, sessions: 10 }))).toBe(90);
    expect(metricValue(metric, valuesOf({ userEngagementDuration: 900, sessions: 0 }))).toBeNull();
  });

  it("give each card its figure, its change and its days", () => {
    const totals = report({
      totals: [
        valuesOf({ sessions: 1_200, totalUsers: 900, engagementRate: 0.61 }),
        valuesOf({ sessions: 1_000, totalUsers: 900, engagementRate: 0.5 }),
      ],
    });
    const daily = report({
      rows: [
        { dimensions: ["20261002"], metrics: valuesOf({ sessions: 7 }) },
        { dimensions: ["20261001"], metrics: valuesOf({ sessions: 5 }) },
      ],
    });
    const kpis = analyticsKpis(totals, daily);
    const sessions = kpis.find((k) => k.id === "sessions")!;
    expect(sessions).toMatchObject({ value: "1.2K", delta: "+20.0%", improved: true });
    expect(sessions.sparkline).toEqual([5, 7]);
    expect(kpis.find((k) => k.id === "engagementRate")).toMatchObject({ value: "61.0%" });
    // No comparison period: no change.
    expect(analyticsKpis(report({ totals: [valuesOf({ sessions: 5 })] }), null)[2]!.delta).toBe(
      undefined,
    );
    expect(seriesPoints(daily, kpiMetric("sessions")!, "day").map((p) => p.date)).toEqual([
      "2026-10-01",
      "2026-10-02",
    ]);
  });

  it("say when Google thresholded a report or grouped rows into (other)", () => {
    expect(
      reportNotes(
        report({ metadata: { subjectToThresholding: true, dataLossFromOtherRow: true } }),
      ),
    ).toHaveLength(2);
    expect(reportNotes(report({}))).toEqual([]);
  });

  it("warn when the property's hourly or daily tokens run low, from the quota Google returned", () => {
    const quota = (hour: number, day: number) =>
      report({
        propertyQuota: {
          tokensPerHour: { consumed: 5, remaining: hour },
          tokensPerDay: { consumed: 5, remaining: day },
        },
      });
    expect(quotaNote(quota(39_000, 199_000))).toBeNull();
    expect(quotaNote(quota(3_000, 199_000))).toBe(
      "This GA4 property has 3,000 tokens left for the hour: figures may stop loading until the hour ends.",
    );
    expect(quotaNote(quota(39_000, 0))).toMatch(/used all its tokens for the day/);
    expect(quotaNote(report({}))).toBeNull();
  });
});
