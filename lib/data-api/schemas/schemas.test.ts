import * as z from "@/lib/zod-mini";
import { ga4DataRequestSchema } from "./ga4";
import { gbpSearchParams } from "@/lib/data-api/gbp-search-params";
import { gbpMetricsQuerySchema, gbpQueryFromSearchParams } from "./gbp";
import { searchConsoleDataRequestSchema } from "./search-console";
import { sitemapBodySchema, urlInspectionRequestSchema } from "./search-console-tools";

const ids = {
  projectId: "6f1d2c3b-4a59-4e8f-9a7b-1c2d3e4f5a6b",
  propertyId: "0b8d6a0e-2c1f-4e3a-9d7c-5b4a3f2e1d0c",
};
const firstIssue = (schema: z.ZodMiniType, value: unknown) => {
  const result = z.safeParse(schema, value);
  return result.success ? null : result.error.issues[0]?.message;
};

describe("search console request", () => {
  const base = { ...ids, startDate: "2026-01-01", endDate: "2026-01-28", dimensions: ["query"] };

  it("fills the filter operator and keeps the optional fields out", () => {
    expect(
      z.parse(searchConsoleDataRequestSchema, {
        ...base,
        filters: [{ dimension: "country", expression: "usa" }],
      }),
    ).toEqual({
      ...base,
      filters: [{ dimension: "country", operator: "equals", expression: "usa" }],
    });
  });

  it.each([
    [{ startDate: "2026-02-30" }, "Dates must be real days written YYYY-MM-DD."],
    [{ endDate: "2025-12-31" }, "The start date must not be after the end date."],
    [{ dimensions: ["query", "query"] }, "Each dimension may appear only once."],
    [{ rowLimit: 25_001 }, undefined],
    [{ projectId: "all" }, "The project id must be in UUID form."],
    [{ filters: [{ dimension: "date", expression: "x" }] }, undefined],
  ])("refuses %j", (change, message) => {
    const issue = firstIssue(searchConsoleDataRequestSchema, { ...base, ...change });
    expect(issue).toBeTruthy();
    if (message) expect(issue).toBe(message);
  });
});

describe("GA4 request", () => {
  const request = {
    dateRanges: [
      { startDate: "28daysAgo", endDate: "yesterday", name: "current" },
      { startDate: "2026-01-01", endDate: "2026-01-28", name: "previous" },
    ],
    dimensions: [{ name: "date" }],
    metrics: [{ name: "sessions" }, { name: "customEvent:reads" }],
    dimensionFilter: {
      andGroup: {
        expressions: [
          {
            filter: {
              fieldName: "sessionDefaultChannelGroup",
              stringFilter: { matchType: "EXACT", value: "Organic Search" },
            },
          },
          { notExpression: { filter: { fieldName: "country", inListFilter: { values: ["X"] } } } },
        ],
      },
    },
    orderBys: [{ dimension: { dimensionName: "date" } }],
    limit: 1000,
  };

  it("takes two named ranges, a nested filter and an order", () => {
    expect(z.parse(ga4DataRequestSchema, { ...ids, request })).toEqual({ ...ids, request });
  });

  it("refuses a third range, no metrics, reserved names and deep filters", () => {
    const range = { startDate: "today", endDate: "today" };
    expect(
      firstIssue(ga4DataRequestSchema, {
        ...ids,
        request: { ...request, dateRanges: [range, range, range] },
      }),
    ).toBe("A report compares at most two date ranges.");
    expect(firstIssue(ga4DataRequestSchema, { ...ids, request: { ...request, metrics: [] } })).toBe(
      "A report needs at least one metric.",
    );
    expect(
      firstIssue(ga4DataRequestSchema, {
        ...ids,
        request: { ...request, dateRanges: [{ ...range, name: "date_range_0" }] },
      }),
    ).toBe("This range name is reserved.");
    let deep: object = { filter: { fieldName: "country", stringFilter: { value: "x" } } };
    for (let i = 0; i < 6; i++) deep = { notExpression: deep };
    expect(
      firstIssue(ga4DataRequestSchema, { ...ids, request: { ...request, dimensionFilter: deep } }),
    ).toBe("The filter is nested too deeply.");
  });

  it("refuses a filter nested thousands deep with a 400 message, not a stack overflow", () => {
    let deep: object = { filter: { fieldName: "country", stringFilter: { value: "x" } } };
    for (let i = 0; i < 3_500; i++) deep = { notExpression: deep };
    expect(
      firstIssue(ga4DataRequestSchema, { ...ids, request: { ...request, dimensionFilter: deep } }),
    ).toBe("The filter is nested too deeply.");
  });

  it("takes a filter at the deepest allowed nesting through groups", () => {
    let deep: object = {
      filter: { fieldName: "country", inListFilter: { values: ["X"], caseSensitive: true } },
    };
    for (let i = 0; i < 4; i++) deep = { orGroup: { expressions: [deep] } };
    const deepest = { ...request, dimensionFilter: deep };
    expect(z.parse(ga4DataRequestSchema, { ...ids, request: deepest }).request).toEqual(deepest);
  });
});

describe("GA4 report request: metric filters and number conditions", () => {
  const request = {
    dateRanges: [{ startDate: "28daysAgo", endDate: "yesterday" }],
    dimensions: [{ name: "country" }],
    metrics: [{ name: "sessions" }, { name: "engagementRate" }],
  };
  const parse = (extra: object) =>
    z.safeParse(ga4DataRequestSchema, { ...ids, request: { ...request, ...extra } });
  const issueOf = (extra: object) => parse(extra).error?.issues[0]?.message ?? null;

  it("takes a metric filter of numeric, between and empty conditions, and totals", () => {
    const metricFilter = {
      andGroup: {
        expressions: [
          {
            filter: {
              fieldName: "sessions",
              numericFilter: { operation: "GREATER_THAN", value: { int64Value: "100" } },
            },
          },
          {
            notExpression: {
              filter: {
                fieldName: "engagementRate",
                betweenFilter: { fromValue: { doubleValue: 0.1 }, toValue: { int64Value: "1" } },
              },
            },
          },
        ],
      },
    };
    const dimensionFilter = { filter: { fieldName: "country", emptyFilter: {} } };
    const extra = { metricFilter, dimensionFilter, metricAggregations: ["TOTAL"] };
    expect(parse(extra).data?.request).toEqual({ ...request, ...extra });
  });

  it("takes a number condition at the deepest allowed nesting", () => {
    let deep: object = {
      filter: {
        fieldName: "sessions",
        numericFilter: { operation: "EQUAL", value: { doubleValue: 1.5 } },
      },
    };
    for (let i = 0; i < 4; i++) deep = { orGroup: { expressions: [deep] } };
    expect(issueOf({ metricFilter: deep })).toBeNull();
    expect(issueOf({ metricFilter: { notExpression: deep } })).toBe(
      "The filter is nested too deeply.",
    );
  });

  it("refuses malformed numbers, operations and filters with no or two conditions", () => {
    const numeric = (value: object, operation = "LESS_THAN") => ({
      metricFilter: { filter: { fieldName: "sessions", numericFilter: { operation, value } } },
    });
    expect(issueOf(numeric({ int64Value: "1.5" }))).toBe("Not an int64 value.");
    expect(issueOf(numeric({}))).toBe("A number is either an int64Value or a doubleValue.");
    expect(issueOf(numeric({ int64Value: "1", doubleValue: 1 }))).toBe(
      "A number is either an int64Value or a doubleValue.",
    );
    expect(issueOf(numeric({ int64Value: "1" }, "ABOUT"))).not.toBeNull();
    expect(
      issueOf({
        metricFilter: {
          filter: { fieldName: "sessions", betweenFilter: { fromValue: { int64Value: "1" } } },
        },
      }),
    ).not.toBeNull();
    expect(issueOf({ metricFilter: { filter: { fieldName: "sessions" } } })).toBe(
      "A filter has exactly one condition.",
    );
    expect(
      issueOf({
        dimensionFilter: {
          filter: { fieldName: "country", emptyFilter: {}, stringFilter: { value: "x" } },
        },
      }),
    ).toBe("A filter has exactly one condition.");
    expect(issueOf({ metricAggregations: ["MAXIMUM"] })).not.toBeNull();
  });

  it("refuses a metric filter nested thousands deep with a 400 message", () => {
    let deep: object = { filter: { fieldName: "sessions", emptyFilter: {} } };
    for (let i = 0; i < 3_500; i++) deep = { notExpression: deep };
    expect(issueOf({ metricFilter: deep })).toBe("The filter is nested too deeply.");
  });
});

describe("Business Profile query", () => {
  it("reads comma-separated metrics from the query string and writes them back", () => {
    const params = new URLSearchParams(
      "locationId=0b8d6a0e-2c1f-4e3a-9d7c-5b4a3f2e1d0c&startDate=2026-01-01&endDate=2026-01-30&metrics=CALL_CLICKS,WEBSITE_CLICKS",
    );
    const query = z.parse(gbpMetricsQuerySchema, gbpQueryFromSearchParams(params));
    expect(query.metrics).toEqual(["CALL_CLICKS", "WEBSITE_CLICKS"]);
    expect(gbpSearchParams(query).toString()).toBe(params.toString());
  });

  it("defaults to every daily metric and refuses unknown ones", () => {
    const query = {
      locationId: ids.propertyId,
      startDate: "2026-01-01",
      endDate: "2026-01-30",
    };
    expect(z.parse(gbpMetricsQuerySchema, query).metrics).toHaveLength(11);
    expect(firstIssue(gbpMetricsQuerySchema, { ...query, metrics: ["CLICKS"] })).toBe(
      "Unknown Business Profile metric.",
    );
  });
});

describe("sitemap and inspection inputs", () => {
  it("need absolute http(s) URLs", () => {
    expect(
      z.parse(sitemapBodySchema, {
        ...ids,
        feedpath: " https://www.greenleaf.example/sitemap.xml ",
      }).feedpath,
    ).toBe("https://www.greenleaf.example/sitemap.xml");
    expect(firstIssue(sitemapBodySchema, { ...ids, feedpath: "/sitemap.xml" })).toBe(
      "Please enter the full sitemap address, starting with https:// or http://.",
    );
    expect(firstIssue(urlInspectionRequestSchema, { ...ids, url: "ftp://x.example/" })).toBe(
      "Please enter the full page address, starting with https:// or http://.",
    );
  });
});
