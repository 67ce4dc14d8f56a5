import { dataApiHarness } from "@/tests/support/google-emulator/ga4-harness";

const DATA = "analyticsdata.googleapis.com/v1beta/properties";
const RANGE = [{ startDate: "2026-01-01", endDate: "2026-01-28" }];
const INCOMPATIBLE = (name: string) =>
  `Please remove ${name} to make the request compatible for example. The request's dimensions & metrics are incompatible. To learn more, see https://ga-dev-tools.web.app/ga4/dimensions-metrics-explorer/`;

type Compatibility = {
  dimensionCompatibilities?: {
    dimensionMetadata: { apiName: string; customDefinition: boolean; category: string };
    compatibility: string;
  }[];
  metricCompatibilities?: {
    metricMetadata: { apiName: string; type: string; customDefinition: boolean };
    compatibility: string;
  }[];
};

const names = (...list: string[]) => list.map((name) => ({ name }));

async function setup() {
  const h = dataApiHarness();
  const token = await h.token();
  const post = async (path: string, body: unknown) => {
    const response = await h.post(`${DATA}/${path}`, body, token);
    return { status: response.status, body: await response.json() };
  };
  const check = async (request: unknown, property = "312845067") => {
    const { status, body } = await post(`${property}:checkCompatibility`, request);
    expect(status).toBe(200);
    const answer = body as Compatibility;
    return {
      answer,
      dimensions: new Map(
        (answer.dimensionCompatibilities ?? []).map((c) => [
          c.dimensionMetadata.apiName,
          c.compatibility,
        ]),
      ),
      metrics: new Map(
        (answer.metricCompatibilities ?? []).map((c) => [
          c.metricMetadata.apiName,
          c.compatibility,
        ]),
      ),
    };
  };
  return { post, check };
}

describe("incompatible dimensions and metrics", () => {
  it("refuses an item dimension with a session or user metric as Google does", async () => {
    const { post } = await setup();
    for (const [dimension, metric] of [
      ["itemName", "sessions"],
      ["itemCategory", "totalUsers"],
      ["itemBrand", "engagementRate"],
    ]) {
      const { status, body } = await post("312845067:runReport", {
        dateRanges: RANGE,
        dimensions: names(dimension!),
        metrics: names("itemsViewed", metric!),
      });
      expect(status).toBe(400);
      expect(body.error).toMatchObject({
        code: 400,
        status: "INVALID_ARGUMENT",
        message: INCOMPATIBLE(metric!),
      });
    }
  });

  it("refuses an item metric by a session dimension, also when the dimension only filters", async () => {
    const { post } = await setup();
    const byPage = await post("312845067:runReport", {
      dateRanges: RANGE,
      dimensions: names("landingPage"),
      metrics: names("itemsPurchased"),
    });
    expect(byPage.body.error.message).toBe(INCOMPATIBLE("itemsPurchased"));
    const filtered = await post("312845067:runReport", {
      dateRanges: RANGE,
      dimensions: names("itemName"),
      metrics: names("itemRevenue"),
      dimensionFilter: {
        filter: { fieldName: "sessionSource", stringFilter: { value: "google" } },
      },
    });
    expect(filtered.status).toBe(400);
    const batch = await post("312845067:batchRunReports", {
      requests: [
        { dateRanges: RANGE, metrics: names("sessions") },
        { dateRanges: RANGE, dimensions: names("itemName"), metrics: names("activeUsers") },
      ],
    });
    expect(batch.status).toBe(400);
    expect(batch.body.error.message).toBe(INCOMPATIBLE("activeUsers"));
  });

  it("answers item reports, and item metrics by event-scoped dimensions", async () => {
    const { post } = await setup();
    const items = await post("312845067:runReport", {
      dateRanges: RANGE,
      dimensions: names("itemName", "itemCategory"),
      metrics: names("itemsViewed", "itemsPurchased", "itemRevenue", "eventCount"),
    });
    expect(items.status).toBe(200);
    const byDevice = await post("312845067:runReport", {
      dateRanges: RANGE,
      dimensions: names("deviceCategory", "newVsReturning"),
      metrics: names("itemsViewed", "itemRevenue"),
    });
    expect(byDevice.status).toBe(200);
  });
});

describe("checkCompatibility", () => {
  it("lists every field of the property, custom ones included, compatible with an empty request", async () => {
    const { check } = await setup();
    const { answer, dimensions, metrics } = await check({});
    expect(dimensions.get("customEvent:article_author")).toBe("COMPATIBLE");
    expect(metrics.get("customEvent:reading_time")).toBe("COMPATIBLE");
    expect([...dimensions.values(), ...metrics.values()].every((c) => c === "COMPATIBLE")).toBe(
      true,
    );
    expect(answer.dimensionCompatibilities![0]!.dimensionMetadata).toMatchObject({
      apiName: "date",
      uiName: "Date",
      customDefinition: false,
      category: "Time",
    });
    expect(
      answer.metricCompatibilities!.find((m) => m.metricMetadata.apiName === "itemRevenue")!
        .metricMetadata,
    ).toMatchObject({ type: "TYPE_CURRENCY", customDefinition: false });
  });

  it("marks what an item dimension or a session dimension rules out", async () => {
    const { check } = await setup();
    const items = await check({ dimensions: names("itemName"), metrics: names("itemsViewed") });
    for (const metric of ["sessions", "engagementRate", "bounceRate", "totalUsers", "newUsers"])
      expect(items.metrics.get(metric)).toBe("INCOMPATIBLE");
    for (const metric of [
      "itemRevenue",
      "eventCount",
      "purchaseRevenue",
      "customEvent:reading_time",
    ])
      expect(items.metrics.get(metric)).toBe("COMPATIBLE");
    expect(items.dimensions.get("landingPage")).toBe("INCOMPATIBLE");
    expect(items.dimensions.get("country")).toBe("COMPATIBLE");

    const sessions = await check({
      metrics: names("sessions"),
      dimensionFilter: {
        filter: { fieldName: "sessionDefaultChannelGroup", stringFilter: { value: "Email" } },
      },
    });
    for (const dimension of ["itemName", "itemCategory", "itemBrand"])
      expect(sessions.dimensions.get(dimension)).toBe("INCOMPATIBLE");
    for (const metric of ["itemsViewed", "itemsPurchased", "itemRevenue"])
      expect(sessions.metrics.get(metric)).toBe("INCOMPATIBLE");
    expect(sessions.dimensions.get("customUser:membership_tier")).toBe("COMPATIBLE");
  });

  it("honours compatibilityFilter", async () => {
    const { check } = await setup();
    const body = { dimensions: names("sessionSource") };
    const compatible = await check({ ...body, compatibilityFilter: "COMPATIBLE" });
    const incompatible = await check({ ...body, compatibilityFilter: "INCOMPATIBLE" });
    expect([...compatible.metrics.values()].every((c) => c === "COMPATIBLE")).toBe(true);
    expect([...incompatible.metrics.keys()].sort()).toEqual([
      "itemRevenue",
      "itemsPurchased",
      "itemsViewed",
    ]);
    // proto3 leaves an empty list out.
    expect(incompatible.answer.dimensionCompatibilities).toBeUndefined();
  });

  it("answers the common fields for properties/0, and Google's 400s for bad requests", async () => {
    const { check, post } = await setup();
    const common = await check({}, "0");
    expect(common.dimensions.has("country")).toBe(true);
    expect(common.dimensions.has("customEvent:article_author")).toBe(false);

    const unknown = await post("312845067:checkCompatibility", { metrics: names("sessionz") });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toMatch(/^Field sessionz is not a valid metric\./);
    const field = await post("312845067:checkCompatibility", { dateRanges: RANGE });
    expect(field.body.error.message).toBe(
      'Invalid JSON payload received. Unknown name "dateRanges": Cannot find field.',
    );
    // Google fails a request whose own fields clash.
    const clash = await post("312845067:checkCompatibility", {
      dimensions: names("itemName"),
      metrics: names("sessions"),
    });
    expect(clash.body.error.message).toBe(INCOMPATIBLE("sessions"));
    expect((await post("401972233:checkCompatibility", {})).status).toBe(403);
  });
});
