import { ga4ReportSubsetSchema } from "@/lib/data-api/schemas/ga4";
import * as z from "@/lib/zod-mini";
import { explorationDefinitionSchema, type ExplorationDefinition } from "./definition";
import { explorationRequest, toGa4Filter } from "./to-request";

const def = (over: Partial<ExplorationDefinition> = {}): ExplorationDefinition =>
  z.parse(explorationDefinitionSchema, {
    dimensions: ["sessionDefaultChannelGroup", "country"],
    metrics: ["sessions", "engagementRate"],
    range: { startDate: "2026-01-01", endDate: "2026-01-28" },
    ...over,
  });

describe("an exploration's filters as Google's FilterExpression", () => {
  it("maps each kind of condition", () => {
    expect(
      toGa4Filter({ kind: "string", field: "pagePath", match: "BEGINS_WITH", value: "/blog" }),
    ).toEqual({
      filter: { fieldName: "pagePath", stringFilter: { matchType: "BEGINS_WITH", value: "/blog" } },
    });
    expect(
      toGa4Filter({
        kind: "string",
        field: "pagePath",
        match: "FULL_REGEXP",
        value: "/a|/b",
        caseSensitive: true,
      }),
    ).toEqual({
      filter: {
        fieldName: "pagePath",
        stringFilter: { matchType: "FULL_REGEXP", value: "/a|/b", caseSensitive: true },
      },
    });
    expect(toGa4Filter({ kind: "inList", field: "country", values: ["France", "Spain"] })).toEqual({
      filter: { fieldName: "country", inListFilter: { values: ["France", "Spain"] } },
    });
    expect(
      toGa4Filter({ kind: "inList", field: "country", values: ["fr"], caseSensitive: false }),
    ).toEqual({
      filter: { fieldName: "country", inListFilter: { values: ["fr"], caseSensitive: false } },
    });
    expect(
      toGa4Filter({ kind: "numeric", field: "sessions", op: "GREATER_THAN_OR_EQUAL", value: 100 }),
    ).toEqual({
      filter: {
        fieldName: "sessions",
        numericFilter: { operation: "GREATER_THAN_OR_EQUAL", value: { int64Value: "100" } },
      },
    });
    expect(toGa4Filter({ kind: "between", field: "bounceRate", from: 0, to: 0.25 })).toEqual({
      filter: {
        fieldName: "bounceRate",
        betweenFilter: { fromValue: { int64Value: "0" }, toValue: { doubleValue: 0.25 } },
      },
    });
    expect(toGa4Filter({ kind: "empty", field: "customEvent:author" })).toEqual({
      filter: { fieldName: "customEvent:author", emptyFilter: {} },
    });
  });

  it("writes whole numbers as int64 strings and the others as doubles", () => {
    const value = (n: number) =>
      toGa4Filter({ kind: "numeric", field: "sessions", op: "EQUAL", value: n }).filter
        ?.numericFilter?.value;
    expect(value(-3)).toEqual({ int64Value: "-3" });
    expect(value(0)).toEqual({ int64Value: "0" });
    expect(value(2.5)).toEqual({ doubleValue: 2.5 });
    expect(value(-0.001)).toEqual({ doubleValue: -0.001 });
    // Past 2^53 a double cannot say which integer it is; "1e+21" is no int64 either.
    expect(value(1e21)).toEqual({ doubleValue: 1e21 });
  });

  it("nests and, or and not", () => {
    expect(
      toGa4Filter({
        kind: "and",
        items: [
          { kind: "empty", field: "city" },
          {
            kind: "or",
            items: [
              { kind: "not", item: { kind: "inList", field: "country", values: ["X"] } },
              { kind: "string", field: "city", match: "EXACT", value: "Paris" },
            ],
          },
        ],
      }),
    ).toEqual({
      andGroup: {
        expressions: [
          { filter: { fieldName: "city", emptyFilter: {} } },
          {
            orGroup: {
              expressions: [
                {
                  notExpression: {
                    filter: { fieldName: "country", inListFilter: { values: ["X"] } },
                  },
                },
                {
                  filter: {
                    fieldName: "city",
                    stringFilter: { matchType: "EXACT", value: "Paris" },
                  },
                },
              ],
            },
          },
        ],
      },
    });
  });
});

describe("an exploration as a runReport request", () => {
  it("asks for the fields, the filters, the order and one page", () => {
    const request = explorationRequest(
      def({
        dimensionFilter: { kind: "empty", field: "country" },
        metricFilter: { kind: "numeric", field: "sessions", op: "GREATER_THAN", value: 1.5 },
        orderBys: [
          { field: "engagementRate", desc: true },
          { field: "country", desc: false },
        ],
      }),
      { offset: 50, limit: 25 },
    );
    expect(request).toEqual({
      dateRanges: [{ startDate: "2026-01-01", endDate: "2026-01-28" }],
      dimensions: [{ name: "sessionDefaultChannelGroup" }, { name: "country" }],
      metrics: [{ name: "sessions" }, { name: "engagementRate" }],
      dimensionFilter: { filter: { fieldName: "country", emptyFilter: {} } },
      metricFilter: {
        filter: {
          fieldName: "sessions",
          numericFilter: { operation: "GREATER_THAN", value: { doubleValue: 1.5 } },
        },
      },
      orderBys: [
        { metric: { metricName: "engagementRate" }, desc: true },
        { dimension: { dimensionName: "country" }, desc: false },
      ],
      offset: 50,
      limit: 25,
    });
    expect(z.parse(ga4ReportSubsetSchema, request)).toEqual(request);
  });

  it("names the two periods of a comparison current and previous", () => {
    const request = explorationRequest(
      def({ compare: { startDate: "2025-12-04", endDate: "2025-12-31" } }),
      { offset: 0, limit: 100 },
    );
    expect(request.dateRanges).toEqual([
      { startDate: "2026-01-01", endDate: "2026-01-28", name: "current" },
      { startDate: "2025-12-04", endDate: "2025-12-31", name: "previous" },
    ]);
    expect(z.parse(ga4ReportSubsetSchema, request).dateRanges).toHaveLength(2);
  });

  it("asks for totals when told, and leaves out what the exploration does not have", () => {
    const request = explorationRequest(
      def({ dimensions: [] }),
      { offset: 0, limit: 1 },
      {
        totals: true,
      },
    );
    expect(request).toEqual({
      dateRanges: [{ startDate: "2026-01-01", endDate: "2026-01-28" }],
      dimensions: [],
      metrics: [{ name: "sessions" }, { name: "engagementRate" }],
      offset: 0,
      limit: 1,
      metricAggregations: ["TOTAL"],
    });
    expect(z.parse(ga4ReportSubsetSchema, request)).toEqual(request);
  });

  it("never pages past the exploration's limit", () => {
    const small = def({ limit: 120 });
    expect(explorationRequest(small, { offset: 0, limit: 50 })).toMatchObject({
      offset: 0,
      limit: 50,
    });
    expect(explorationRequest(small, { offset: 100, limit: 50 })).toMatchObject({
      offset: 100,
      limit: 20,
    });
    expect(explorationRequest(small, { offset: 119, limit: 50 })).toMatchObject({
      offset: 119,
      limit: 1,
    });
    expect(() => explorationRequest(small, { offset: 120, limit: 50 })).toThrow(RangeError);
    expect(() => explorationRequest(small, { offset: -1, limit: 50 })).toThrow(RangeError);
    expect(() => explorationRequest(small, { offset: 0, limit: 0 })).toThrow(RangeError);
    expect(explorationRequest(def({ limit: 250_000 }), { offset: 0, limit: 250_000 }).limit).toBe(
      250_000,
    );
  });

  it("makes a request the GA4 route accepts from the deepest filter an exploration takes", () => {
    const deepest = def({
      dimensionFilter: {
        kind: "or",
        items: [
          {
            kind: "not",
            item: {
              kind: "and",
              items: [
                {
                  kind: "not",
                  item: { kind: "string", field: "city", match: "PARTIAL_REGEXP", value: "^P" },
                },
              ],
            },
          },
        ],
      },
      metricFilter: {
        kind: "and",
        items: [
          {
            kind: "or",
            items: [
              {
                kind: "and",
                items: [
                  {
                    kind: "not",
                    item: { kind: "between", field: "sessions", from: 1, to: 2.5 },
                  },
                ],
              },
            ],
          },
        ],
      },
    });
    const request = explorationRequest(deepest, { offset: 0, limit: 10 });
    expect(z.parse(ga4ReportSubsetSchema, request)).toEqual(request);
  });
});
