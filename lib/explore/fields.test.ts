import type { Ga4Metadata } from "@/lib/google/schemas/analytics";
import type { ExplorationDefinition } from "./definition";
import { checkFieldKinds, fieldCatalog, searchFields } from "./fields";

const field = (apiName: string, uiName: string, category: string, customDefinition = false) => ({
  apiName,
  uiName,
  category,
  customDefinition,
  deprecatedApiNames: [] as string[],
});

const metadata: Ga4Metadata = {
  name: "properties/1/metadata",
  dimensions: [
    field("sessionSource", "Session source", "Traffic source"),
    field("country", "Country", "Geography"),
    field("city", "City", "Geography"),
    field("customEvent:author", "Author", "Custom", true),
    field("date", "Date", "Time"),
    field("pagePath", "Page path", ""),
  ],
  metrics: [
    { ...field("sessions", "Sessions", "Session"), type: "TYPE_INTEGER" },
    { ...field("engagementRate", "Engagement rate", "Session"), type: "TYPE_FLOAT" },
    {
      ...field("keyEvents", "Key events", "Event"),
      type: "TYPE_FLOAT",
      deprecatedApiNames: ["conversions"],
    },
    { ...field("customEvent:reading_time", "Reading time", "Event", true), type: "TYPE_SECONDS" },
  ],
};

const def = (over: Partial<ExplorationDefinition>): ExplorationDefinition => ({
  dimensions: [],
  metrics: ["sessions"],
  orderBys: [],
  limit: 10_000,
  range: { startDate: "7daysAgo", endDate: "yesterday" },
  ...over,
});

describe("the field pickers' catalog", () => {
  const catalog = fieldCatalog(metadata);

  it("groups fields by category, sorted, custom definitions last", () => {
    expect(catalog.dimensions.map((g) => g.category)).toEqual([
      "Geography",
      "Other",
      "Time",
      "Traffic source",
      "Custom",
    ]);
    expect(catalog.dimensions[0]).toEqual({
      category: "Geography",
      fields: [
        { apiName: "city", uiName: "City", kind: "dimension", custom: false },
        { apiName: "country", uiName: "Country", kind: "dimension", custom: false },
      ],
    });
    expect(catalog.metrics.map((g) => [g.category, g.fields.map((f) => f.apiName)])).toEqual([
      ["Event", ["keyEvents"]],
      ["Session", ["engagementRate", "sessions"]],
      ["Custom", ["customEvent:reading_time"]],
    ]);
    expect(catalog.metrics.at(-1)?.fields[0]).toMatchObject({ custom: true, type: "TYPE_SECONDS" });
  });

  it("finds fields by name or API name, ignoring case, and drops empty groups", () => {
    expect(searchFields(catalog, "SESSION SOURCE").dimensions).toEqual([
      {
        category: "Traffic source",
        fields: [expect.objectContaining({ apiName: "sessionSource" })],
      },
    ]);
    expect(searchFields(catalog, "customevent").dimensions.flatMap((g) => g.fields)).toHaveLength(
      1,
    );
    const rate = searchFields(catalog, "rate");
    expect(rate.dimensions).toEqual([]);
    expect(rate.metrics.flatMap((g) => g.fields.map((f) => f.apiName))).toEqual(["engagementRate"]);
    expect(searchFields(catalog, "  ")).toBe(catalog);
    expect(searchFields(catalog, "nothing like it")).toEqual({ dimensions: [], metrics: [] });
  });
});

describe("checking an exploration's fields against the property", () => {
  it("finds nothing wrong with fields where they belong, old API names included", () => {
    expect(
      checkFieldKinds(
        def({
          dimensions: ["country", "customEvent:author"],
          metrics: ["sessions", "conversions"],
          dimensionFilter: { kind: "empty", field: "city" },
          metricFilter: { kind: "numeric", field: "engagementRate", op: "LESS_THAN", value: 1 },
        }),
        metadata,
      ),
    ).toEqual([]);
  });

  it("names a metric where dimensions go, a dimension where metrics go, and unknown fields", () => {
    expect(
      checkFieldKinds(
        def({
          dimensions: ["sessions", "foo"],
          metrics: ["country", "bar"],
          dimensionFilter: {
            kind: "or",
            items: [
              { kind: "numeric", field: "sessions", op: "EQUAL", value: 1 },
              { kind: "empty", field: "baz" },
            ],
          },
          metricFilter: { kind: "not", item: { kind: "empty", field: "city" } },
        }),
        metadata,
      ),
    ).toEqual([
      "‘Sessions’ is a metric; the dimension list takes dimensions.",
      "Unknown dimension ‘foo’.",
      "‘Country’ is a dimension; the metric list takes metrics.",
      "Unknown metric ‘bar’.",
      "‘Sessions’ is a metric; the dimension filter takes dimensions.",
      "Unknown dimension ‘baz’.",
      "‘City’ is a dimension; the metric filter takes metrics.",
    ]);
  });
});
