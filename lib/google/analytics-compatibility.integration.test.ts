import { analyticsData } from "./analytics-data";
import { GoogleApiError } from "./errors";
import {
  finalRange,
  startEmulatorSession,
  type EmulatorSession,
} from "@/tests/support/google-emulator-session";

// GA4 Explore's calls over real HTTP against the emulator: checkCompatibility, and the report
// flags a builder shows (thresholding, the "(other)" row) kept through the client.
let session: EmulatorSession;
beforeAll(async () => {
  session = await startEmulatorSession();
});
afterAll(() => session.close());
afterEach(() => session.reset());

const names = (...list: string[]) => list.map((name) => ({ name }));

describe("checkCompatibility through the client", () => {
  it("tells which fields an item report rules out, custom definitions included", async () => {
    const answer = await analyticsData(session.ctx).checkCompatibility("312845067", {
      dimensions: names("itemName"),
      metrics: names("itemRevenue"),
    });
    const dimensions = new Map(
      answer.dimensionCompatibilities.map((d) => [d.dimensionMetadata.apiName, d.compatibility]),
    );
    const metrics = new Map(
      answer.metricCompatibilities.map((m) => [m.metricMetadata.apiName, m.compatibility]),
    );
    expect(metrics.get("sessions")).toBe("INCOMPATIBLE");
    expect(metrics.get("purchaseRevenue")).toBe("COMPATIBLE");
    expect(dimensions.get("sessionSource")).toBe("INCOMPATIBLE");
    expect(dimensions.get("customEvent:article_author")).toBe("COMPATIBLE");
    expect(
      answer.dimensionCompatibilities.find(
        (d) => d.dimensionMetadata.apiName === "customUser:membership_tier",
      )!.dimensionMetadata,
    ).toMatchObject({ customDefinition: true, category: "Custom" });

    const compatible = await analyticsData(session.ctx).checkCompatibility("properties/312845067", {
      metrics: names("sessions"),
      compatibilityFilter: "COMPATIBLE",
    });
    expect(compatible.dimensionCompatibilities.length).toBeGreaterThan(30);
    expect(compatible.dimensionCompatibilities.every((d) => d.compatibility === "COMPATIBLE")).toBe(
      true,
    );
    expect(
      compatible.dimensionCompatibilities.some((d) => d.dimensionMetadata.apiName === "itemName"),
    ).toBe(false);
  });

  it("fails a request whose own fields clash with Google's 400", async () => {
    const refused = await analyticsData(session.ctx)
      .checkCompatibility("312845067", {
        dimensions: names("itemName"),
        metrics: names("sessions"),
      })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(GoogleApiError);
    expect((refused as GoogleApiError).status).toBe(400);
  });
});

describe("report flags through the client", () => {
  it("keeps subjectToThresholding and dataLossFromOtherRow in the report's metadata", async () => {
    const data = analyticsData(session.ctx);
    const dateRanges = [finalRange()];
    const byCity = await data.runReport("312845067", {
      dimensions: names("city"),
      metrics: names("totalUsers"),
      dateRanges,
    });
    expect(byCity.metadata).toMatchObject({ subjectToThresholding: true });
    const byUrl = await data.runReport("312845067", {
      dimensions: names("fullPageUrl"),
      metrics: names("sessions", "purchaseRevenue"),
      dateRanges,
    });
    expect(byUrl.metadata).toMatchObject({ dataLossFromOtherRow: true, currencyCode: "USD" });
    expect(byUrl.metricHeaders[1]).toEqual({ name: "purchaseRevenue", type: "TYPE_CURRENCY" });
    expect(byUrl.rows.some((r) => r.dimensions[0] === "(other)")).toBe(true);
  });
});
