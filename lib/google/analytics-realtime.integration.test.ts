import { analyticsData } from "./analytics-data";
import { GoogleApiError } from "./errors";
import {
  startEmulatorSession,
  type EmulatorSession,
} from "@/tests/support/google-emulator-session";

// GA4's Realtime API over real HTTP against the emulator, on the emulator's own (wall) clock: what
// holds at any hour is checked, not levels.
let session: EmulatorSession;
beforeAll(async () => {
  session = await startEmulatorSession();
});
afterAll(() => session.close());
afterEach(() => session.reset());

const PROPERTY = "312845067";
const MINUTES = Array.from({ length: 30 }, (_, i) => String(i).padStart(2, "0"));
const sum = (rows: { metrics: number[] }[]) => rows.reduce((n, r) => n + (r.metrics[0] ?? 0), 0);

describe("GA4 Realtime against the emulator", () => {
  it("reads active users by minute: minutes 00 to 29, a total of distinct users", async () => {
    const report = await analyticsData(session.ctx).runRealtimeReport(PROPERTY, {
      dimensions: [{ name: "minutesAgo" }],
      metrics: [{ name: "activeUsers" }],
      metricAggregations: ["TOTAL"],
      orderBys: [{ dimension: { dimensionName: "minutesAgo" } }],
      limit: 30,
      returnPropertyQuota: true,
    });
    expect(report.dimensionHeaders).toEqual(["minutesAgo"]);
    expect(report.metricHeaders).toEqual([{ name: "activeUsers", type: "TYPE_INTEGER" }]);
    const minutes = report.rows.map((r) => r.dimensions[0]!);
    expect(minutes.length).toBeGreaterThan(0);
    expect(minutes.every((m) => MINUTES.includes(m))).toBe(true);
    expect(minutes).toEqual([...new Set(minutes)].sort());
    expect(report.rowCount).toBe(report.rows.length);
    expect(report.rows.every((r) => Number.isInteger(r.metrics[0]) && r.metrics[0]! > 0)).toBe(
      true,
    );
    const total = report.totals![0]![0]!;
    expect(total).toBeGreaterThan(0);
    // Users who stay several minutes count once over the half hour.
    expect(total).toBeLessThan(sum(report.rows));
    expect(report.propertyQuota?.tokensPerDay?.consumed).toBeGreaterThan(0);
  });

  it("reads active users by country, ordered, limited, adding up to the total", async () => {
    const ga4 = analyticsData(session.ctx);
    const all = await ga4.runRealtimeReport(`properties/${PROPERTY}`, {
      dimensions: [{ name: "country" }],
      metrics: [{ name: "activeUsers" }],
      metricAggregations: ["TOTAL"],
    });
    expect(all.dimensionHeaders).toEqual(["country"]);
    expect(all.rows[0]!.dimensions[0]).toBe("United States");
    // Each user is in one country: the countries add up to the distinct total.
    expect(sum(all.rows)).toBe(all.totals![0]![0]);

    const top = await ga4.runRealtimeReport(PROPERTY, {
      dimensions: [{ name: "country" }],
      metrics: [{ name: "activeUsers" }],
      orderBys: [{ metric: { metricName: "activeUsers" }, desc: true }],
      limit: 2,
    });
    expect(top.rows.length).toBeLessThanOrEqual(2);
    expect(top.rowCount).toBeGreaterThanOrEqual(top.rows.length);
    const values = top.rows.map((r) => r.metrics[0]!);
    expect(values).toEqual([...values].sort((a, b) => b - a));
  });

  it("surfaces Google's 400 for a dimension outside the realtime schema as an invalid request", async () => {
    const refused = await analyticsData(session.ctx)
      .runRealtimeReport(PROPERTY, {
        dimensions: [{ name: "sessionDefaultChannelGroup" }],
        metrics: [{ name: "activeUsers" }],
      })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(GoogleApiError);
    expect(refused).toMatchObject({ kind: "invalid_request", status: 400, api: "analyticsData" });
    expect((refused as GoogleApiError).message).toContain(
      "Field sessionDefaultChannelGroup is not a valid dimension.",
    );
    expect((refused as GoogleApiError).retryable).toBe(false);
    // A 400 is not retried.
    expect(session.sleeps).toEqual([]);
  });
});
