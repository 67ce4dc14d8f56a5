import { analyticsAdmin } from "./analytics-admin";
import { analyticsData } from "./analytics-data";
import { GoogleApiError } from "./errors";
import {
  finalRange,
  startEmulatorSession,
  type EmulatorSession,
} from "@/tests/support/google-emulator-session";

// GA4 Admin and Data over real HTTP against the emulator: the same client code as against Google.
let session: EmulatorSession;
beforeAll(async () => {
  session = await startEmulatorSession();
});
afterAll(() => session.close());
afterEach(() => session.reset());

const { startDate, endDate } = finalRange();

describe("GA4 against the emulator", () => {
  it("lists the account summaries and runs a report on the property", async () => {
    const summaries = await analyticsAdmin(session.ctx).listAccountSummaries();
    expect(summaries).toContainEqual(
      expect.objectContaining({
        account: "accounts/184203371",
        properties: [expect.objectContaining({ propertyId: "312845067" })],
      }),
    );
    const report = await analyticsData(session.ctx).runReport("312845067", {
      dimensions: [{ name: "date" }],
      metrics: [{ name: "sessions" }, { name: "engagementRate" }],
      dateRanges: [{ startDate, endDate }],
    });
    expect(report.dimensionHeaders).toEqual(["date"]);
    expect(report.metricHeaders.map((m) => m.name)).toEqual(["sessions", "engagementRate"]);
    expect(report.rows).toHaveLength(28);
    expect(report.rowCount).toBe(28);
    expect(report.rows.every((r) => typeof r.metrics[0] === "number" && r.metrics[0] > 0)).toBe(
      true,
    );

    const [byChannel, total] = await analyticsData(session.ctx).batchRunReports("312845067", [
      {
        dimensions: [{ name: "sessionDefaultChannelGroup" }],
        metrics: [{ name: "sessions" }],
        dateRanges: [{ startDate, endDate }],
      },
      { metrics: [{ name: "sessions" }], dateRanges: [{ startDate, endDate }] },
    ]);
    const sum = (rows: { metrics: number[] }[]) =>
      rows.reduce((n, r) => n + (r.metrics[0] ?? 0), 0);
    expect(byChannel!.rows.length).toBeGreaterThan(1);
    expect(sum(byChannel!.rows)).toBe(sum(total!.rows));
    const metadata = await analyticsData(session.ctx).getMetadata("312845067");
    expect(metadata.metrics.map((m) => m.apiName)).toContain("sessions");
  });

  it("reads a property's reporting time zone, and is refused another account's property", async () => {
    const admin = analyticsAdmin(session.ctx);
    expect(await admin.getTimeZone("312845067")).toBe("America/Los_Angeles");
    const refused = await admin.getTimeZone("401972233").catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(GoogleApiError);
    expect((refused as GoogleApiError).status).toBe(403);
  });
});
