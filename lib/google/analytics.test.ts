import report from "@/tests/fixtures/google/ga4-runreport-by-date-two-dateranges.json";
import { analyticsAdmin } from "./analytics-admin";
import {
  analyticsData,
  ga4CompatibilityRequestSchema,
  ga4ReportRequestSchema,
  type Ga4ReportRequest,
} from "./analytics-data";
import { fakeGoogle, json, testContext, type FakeHandler } from "@/tests/support/google-fake";

const context = (routes: [RegExp, FakeHandler][]) => {
  const google = fakeGoogle(routes);
  return { ctx: testContext({ fetch: google.fetch }), requests: google.requests };
};

const REQUEST: Ga4ReportRequest = {
  dimensions: [{ name: "date" }],
  metrics: [{ name: "sessions" }, { name: "activeUsers" }, { name: "engagementRate" }],
  dateRanges: [
    { startDate: "2025-06-02", endDate: "2025-06-08", name: "current" },
    { startDate: "2025-05-26", endDate: "2025-06-01", name: "previous" },
  ],
  dimensionFilter: {
    filter: {
      fieldName: "sessionDefaultChannelGroup",
      stringFilter: { matchType: "EXACT", value: "Organic Search" },
    },
  },
  orderBys: [{ dimension: { dimensionName: "date" } }],
  metricAggregations: ["TOTAL"],
  limit: "250000",
  returnPropertyQuota: true,
};

describe("analyticsAdmin", () => {
  it("lists every account summary across pages, 200 at a time", async () => {
    const pages = [
      {
        accountSummaries: [
          {
            name: "accountSummaries/184203371",
            account: "accounts/184203371",
            displayName: "Acme Inc.",
            propertySummaries: [
              {
                property: "properties/312845067",
                displayName: "acme.com - GA4",
                propertyType: "PROPERTY_TYPE_ORDINARY",
                parent: "accounts/184203371",
              },
            ],
          },
        ],
        nextPageToken: "CgkI6YyXXxDQ7gwQAQ",
      },
      { accountSummaries: [{ account: "accounts/9", displayName: "No properties yet" }] },
    ];
    const { ctx, requests } = context([
      [
        /GET analyticsadmin\.googleapis\.com\/v1beta\/accountSummaries$/,
        () => json(200, pages.shift()),
      ],
    ]);
    expect(await analyticsAdmin(ctx).listAccountSummaries()).toEqual([
      {
        account: "accounts/184203371",
        displayName: "Acme Inc.",
        properties: [
          {
            propertyId: "312845067",
            displayName: "acme.com - GA4",
            propertyType: "PROPERTY_TYPE_ORDINARY",
            parent: "accounts/184203371",
          },
        ],
      },
      { account: "accounts/9", displayName: "No properties yet", properties: [] },
    ]);
    expect(requests.map((r) => Object.fromEntries(r.url.searchParams))).toEqual([
      { pageSize: "200", quotaUser: "user-1" },
      { pageSize: "200", pageToken: "CgkI6YyXXxDQ7gwQAQ", quotaUser: "user-1" },
    ]);
  });
});

describe("analyticsData", () => {
  it("reads the recorded report with its metric strings as numbers", async () => {
    const { ctx, requests } = context([
      [
        /POST analyticsdata\.googleapis\.com\/v1beta\/properties\/312845067:runReport$/,
        () => json(200, report),
      ],
    ]);
    const result = await analyticsData(ctx).runReport("312845067", REQUEST);
    expect(result.dimensionHeaders).toEqual(["date", "dateRange"]);
    expect(result.metricHeaders[2]).toEqual({ name: "engagementRate", type: "TYPE_FLOAT" });
    expect(result.rows).toHaveLength(14);
    expect(result.rows[0]).toEqual({
      dimensions: ["20250526", "previous"],
      metrics: [1434, 1226, 0.6785216178521618, 172.30003787927998, 11],
    });
    expect(result.totals).toEqual([
      [8647, 5042, 0.6227593384989013, 153.29232459528947, 79],
      [8802, 5131, 0.6394001363326517, 154.07708862830003, 85],
    ]);
    expect(result.rowCount).toBe(14);
    expect(result.metadata).toEqual({ currencyCode: "USD", timeZone: "America/New_York" });
    expect(result.propertyQuota?.tokensPerDay).toEqual({ consumed: 14, remaining: 199712 });
    expect(result.propertyQuota?.concurrentRequests).toEqual({ consumed: 0, remaining: 10 });
    expect(requests[0]?.body).toEqual(REQUEST);
  });

  it("reads an empty report as no rows", async () => {
    const { ctx } = context([
      [
        /:runReport$/,
        () => json(200, { metadata: { currencyCode: "USD" }, kind: "analyticsData#runReport" }),
      ],
    ]);
    const result = await analyticsData(ctx).runReport("properties/1", REQUEST);
    expect(result).toMatchObject({
      rows: [],
      rowCount: 0,
      dimensionHeaders: [],
      metricHeaders: [],
    });
  });

  it("runs reports in a batch and reads the property's metadata", async () => {
    const { ctx, requests } = context([
      [
        /:batchRunReports$/,
        () => json(200, { reports: [report, {}], kind: "analyticsData#batchRunReports" }),
      ],
      [
        /GET .*\/properties\/312845067\/metadata$/,
        () =>
          json(200, {
            name: "properties/312845067/metadata",
            dimensions: [{ apiName: "date", uiName: "Date" }],
            metrics: [
              { apiName: "keyEvents", type: "TYPE_FLOAT", deprecatedApiNames: ["conversions"] },
            ],
          }),
      ],
    ]);
    const data = analyticsData(ctx);
    const reports = await data.batchRunReports("312845067", [REQUEST, REQUEST]);
    expect(reports.map((r) => r.rowCount)).toEqual([14, 0]);
    expect(requests[0]?.body).toEqual({ requests: [REQUEST, REQUEST] });
    await expect(data.batchRunReports("1", Array(6).fill(REQUEST))).rejects.toThrow(/at most 5/);
    const metadata = await data.getMetadata("312845067");
    expect(metadata.metrics[0]).toMatchObject({
      apiName: "keyEvents",
      deprecatedApiNames: ["conversions"],
    });
    expect(metadata.dimensions[0]).toMatchObject({ customDefinition: false });
  });

  it("checks compatibility with the request's fields and reads each field's answer", async () => {
    const { ctx, requests } = context([
      [
        /POST analyticsdata\.googleapis\.com\/v1beta\/properties\/312845067:checkCompatibility$/,
        () =>
          json(200, {
            dimensionCompatibilities: [
              {
                dimensionMetadata: { apiName: "customEvent:author", customDefinition: true },
                compatibility: "COMPATIBLE",
              },
            ],
            metricCompatibilities: [
              {
                metricMetadata: { apiName: "sessions", type: "TYPE_INTEGER" },
                compatibility: "INCOMPATIBLE",
              },
            ],
          }),
      ],
    ]);
    const request = {
      dimensions: [{ name: "itemName" }],
      compatibilityFilter: "COMPATIBLE" as const,
    };
    const answer = await analyticsData(ctx).checkCompatibility("312845067", request);
    expect(requests[0]?.body).toEqual(request);
    expect(answer.dimensionCompatibilities[0]).toMatchObject({
      dimensionMetadata: { apiName: "customEvent:author", customDefinition: true },
      compatibility: "COMPATIBLE",
    });
    expect(answer.metricCompatibilities[0]!.metricMetadata.customDefinition).toBe(false);
    expect(answer.metricCompatibilities[0]!.compatibility).toBe("INCOMPATIBLE");
  });

  it("reports a property the user cannot read as access denied", async () => {
    const { ctx } = context([
      [
        /:runReport$/,
        () =>
          json(403, {
            error: {
              code: 403,
              message: "User does not have sufficient permissions for this property.",
              status: "PERMISSION_DENIED",
            },
          }),
      ],
    ]);
    await expect(analyticsData(ctx).runReport("1", REQUEST)).rejects.toMatchObject({
      kind: "access_denied",
      api: "analyticsData",
    });
  });
});

describe("ga4ReportRequestSchema", () => {
  it("accepts the documented request", () => {
    expect(ga4ReportRequestSchema.parse(REQUEST)).toEqual(REQUEST);
    expect(
      ga4ReportRequestSchema.safeParse({
        ...REQUEST,
        dimensionFilter: {
          andGroup: {
            expressions: [
              {
                notExpression: {
                  filter: { fieldName: "country", inListFilter: { values: ["x"] } },
                },
              },
              {
                filter: {
                  fieldName: "sessions",
                  numericFilter: { operation: "GREATER_THAN", value: { int64Value: 5 } },
                },
              },
            ],
          },
        },
      }).success,
    ).toBe(true);
  });

  it.each([
    ["no metric", { metrics: [] }],
    ["five date ranges", { dateRanges: Array(5).fill({ startDate: "today", endDate: "today" }) }],
    ["a malformed date", { dateRanges: [{ startDate: "June 1", endDate: "today" }] }],
    [
      "a reserved range name",
      { dateRanges: [{ startDate: "today", endDate: "today", name: "date_range_0" }] },
    ],
    ["too many rows", { limit: 250_001 }],
    [
      "a bad match type",
      {
        dimensionFilter: {
          filter: { fieldName: "x", stringFilter: { value: "y", matchType: "LIKE" } },
        },
      },
    ],
  ])("refuses %s", (_, change) => {
    expect(ga4ReportRequestSchema.safeParse({ ...REQUEST, ...change }).success).toBe(false);
  });
});

describe("ga4CompatibilityRequestSchema", () => {
  it("takes a report's fields and filters without dates, metrics optional", () => {
    const { dimensions, dimensionFilter } = REQUEST;
    expect(ga4CompatibilityRequestSchema.parse({ dimensions, dimensionFilter })).toEqual({
      dimensions,
      dimensionFilter,
    });
    expect(
      ga4CompatibilityRequestSchema.safeParse({
        metrics: [{ name: "sessions" }],
        compatibilityFilter: "INCOMPATIBLE",
      }).success,
    ).toBe(true);
    expect(ga4CompatibilityRequestSchema.safeParse({ compatibilityFilter: "MAYBE" }).success).toBe(
      false,
    );
    expect(
      ga4CompatibilityRequestSchema.safeParse({ metrics: [{ name: "not a name" }] }).success,
    ).toBe(false);
  });
});
