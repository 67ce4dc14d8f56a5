import * as z from "@/lib/zod-mini";
import { explorationDefinitionSchema, filterDepth, type ExploreFilter } from "./definition";
import { regexProblem } from "./regex";

const base = {
  metrics: ["sessions"],
  range: { startDate: "28daysAgo", endDate: "yesterday" },
};
const issues = (value: unknown) => {
  const result = z.safeParse(explorationDefinitionSchema, value);
  return result.success ? [] : result.error.issues.map((i) => i.message);
};
const firstIssue = (value: unknown) => issues(value)[0] ?? null;
const leaf: ExploreFilter = { kind: "string", field: "country", match: "EXACT", value: "France" };

describe("an exploration's definition", () => {
  it("fills its defaults: no dimensions, no order, 10,000 rows, ascending", () => {
    expect(
      z.parse(explorationDefinitionSchema, { ...base, orderBys: [{ field: "sessions" }] }),
    ).toEqual({
      ...base,
      dimensions: [],
      orderBys: [{ field: "sessions", desc: false }],
      limit: 10_000,
    });
  });

  it("takes every kind of filter, nested, and a comparison", () => {
    const def = {
      name: "Organic France",
      dimensions: ["country", "customEvent:author"],
      metrics: ["sessions", "engagementRate"],
      dimensionFilter: {
        kind: "and",
        items: [
          leaf,
          { kind: "not", item: { kind: "inList", field: "deviceCategory", values: ["tablet"] } },
          {
            kind: "or",
            items: [
              { kind: "string", field: "pagePath", match: "PARTIAL_REGEXP", value: "^/blog/\\d+" },
              { kind: "empty", field: "customEvent:author" },
            ],
          },
        ],
      },
      metricFilter: {
        kind: "or",
        items: [
          { kind: "numeric", field: "sessions", op: "GREATER_THAN", value: 10 },
          { kind: "between", field: "engagementRate", from: 0.2, to: 0.2 },
        ],
      },
      orderBys: [{ field: "engagementRate", desc: true }],
      limit: 250_000,
      range: { startDate: "2026-01-01", endDate: "2026-01-31" },
      compare: { startDate: "2025-12-01", endDate: "2025-12-31" },
    };
    expect(z.parse(explorationDefinitionSchema, def)).toEqual(def);
  });

  it("needs one to ten metrics and at most five dimensions and sorts", () => {
    expect(firstIssue({ ...base, metrics: [] })).toBe("Choose at least one metric.");
    expect(firstIssue({ ...base, metrics: Array.from({ length: 11 }, (_, i) => `m${i}`) })).toBe(
      "An exploration takes at most 10 metrics.",
    );
    expect(firstIssue({ ...base, dimensions: ["a", "b", "c", "d", "e", "f"] })).toBe(
      "An exploration takes at most 5 dimensions.",
    );
    const metrics = ["a", "b", "c", "d", "e", "f"];
    expect(firstIssue({ ...base, metrics, orderBys: metrics.map((field) => ({ field })) })).toBe(
      "An exploration sorts by at most 5 fields.",
    );
    expect(firstIssue({ ...base, metrics: ["sessions", "bad name"] })).toBe(
      "A field is a GA4 API name, such as sessionSource or customEvent:author.",
    );
  });

  it("refuses a field chosen twice, or as both kinds", () => {
    expect(issues({ ...base, dimensions: ["country", "city", "country"] })).toEqual([
      "‘country’ is chosen twice as a dimension.",
    ]);
    expect(issues({ ...base, metrics: ["sessions", "sessions"] })).toEqual([
      "‘sessions’ is chosen twice as a metric.",
    ]);
    expect(issues({ ...base, dimensions: ["sessions"] })).toEqual([
      "‘sessions’ is chosen as both a dimension and a metric.",
    ]);
  });

  it("sorts only by chosen fields, each once", () => {
    const result = z.safeParse(explorationDefinitionSchema, {
      ...base,
      orderBys: [{ field: "country" }],
    });
    expect(result.error?.issues[0]).toMatchObject({
      path: ["orderBys", 0, "field"],
      message: "To sort by ‘country’, choose it as a dimension or metric first.",
    });
    expect(
      issues({ ...base, orderBys: [{ field: "sessions" }, { field: "sessions", desc: true }] }),
    ).toEqual(["‘sessions’ is sorted on twice."]);
  });

  it("keeps chosen metrics out of the dimension filter, and chosen dimensions out of the metric filter", () => {
    const result = z.safeParse(explorationDefinitionSchema, {
      ...base,
      dimensionFilter: { kind: "not", item: { kind: "empty", field: "sessions" } },
    });
    expect(result.error?.issues[0]).toMatchObject({
      path: ["dimensionFilter", "item", "field"],
      message: "‘sessions’ is a metric; the dimension filter takes dimensions.",
    });
    expect(
      firstIssue({
        ...base,
        dimensions: ["country"],
        metricFilter: { kind: "numeric", field: "country", op: "EQUAL", value: 1 },
      }),
    ).toBe("‘country’ is a dimension; the metric filter takes metrics.");
    expect(
      firstIssue({
        ...base,
        metricFilter: { kind: "and", items: [{ ...leaf, field: "sessions" }] },
      }),
    ).toBe("The metric filter compares numbers: use a number, range or empty condition.");
  });

  it("refuses empty or oversized groups, empty or repeated lists and unknown kinds", () => {
    expect(firstIssue({ ...base, dimensionFilter: { kind: "or", items: [] } })).toBe(
      "An and/or group needs at least one condition.",
    );
    expect(
      firstIssue({ ...base, dimensionFilter: { kind: "and", items: Array(21).fill(leaf) } }),
    ).toBe("An and/or group takes at most 20 conditions.");
    const list = { kind: "inList", field: "country" };
    expect(firstIssue({ ...base, dimensionFilter: { ...list, values: [] } })).toBe(
      "A list filter needs at least one value.",
    );
    expect(firstIssue({ ...base, dimensionFilter: { ...list, values: ["FR", "FR"] } })).toBe(
      "A list filter names each value once.",
    );
    expect(firstIssue({ ...base, dimensionFilter: { kind: "like", field: "country" } })).toBe(
      "Unknown kind of filter.",
    );
    expect(firstIssue({ ...base, dimensionFilter: { ...leaf, match: "GLOB" } })).toBe(
      "Unknown way to match text.",
    );
  });

  it("needs finite numbers and a range whose first number is not above its second", () => {
    const numeric = { kind: "numeric", field: "sessions", op: "LESS_THAN" };
    for (const value of [Infinity, -Infinity, NaN, "5"])
      expect(firstIssue({ ...base, metricFilter: { ...numeric, value } })).toBe("Enter a number.");
    expect(firstIssue({ ...base, metricFilter: { ...numeric, op: "ABOUT", value: 1 } })).toBe(
      "Unknown comparison.",
    );
    const result = z.safeParse(explorationDefinitionSchema, {
      ...base,
      metricFilter: { kind: "between", field: "sessions", from: 10, to: 9.5 },
    });
    expect(result.error?.issues[0]).toMatchObject({
      path: ["metricFilter", "to"],
      message: "The first number of a range must not be above the second.",
    });
  });

  it("refuses patterns that do not compile, and lookaround and back-references RE2 lacks", () => {
    const regex = (value: string) =>
      firstIssue({ ...base, dimensionFilter: { ...leaf, match: "FULL_REGEXP", value } });
    expect(regex("(unclosed")).toBe("‘(unclosed’ is not a valid regular expression.");
    for (const look of ["^(?=a)", "a(?!b)", "(?<=x)y", "(?<!x)y"])
      expect(regex(look)).toMatch(/cannot look ahead or behind/);
    for (const back of ["(a)\\1", "(?<n>a)\\k<n>", "(a)\\9"])
      expect(regex(back)).toMatch(/cannot refer back to a group/);
    // Escaped, in a class, or octal: none of these is lookaround or a back-reference.
    for (const fine of ["\\(?=", "[(?=]", "\\12", "(?:a|b)+", "(?<name>x)", "^/blog/[^/]+$"])
      expect(regexProblem(fine)).toBeNull();
    // Not a pattern where the match is literal.
    expect(firstIssue({ ...base, dimensionFilter: { ...leaf, value: "(unclosed" } })).toBeNull();
  });

  it("nests filters at most five levels deep", () => {
    const five: ExploreFilter = {
      kind: "or",
      items: [{ kind: "not", item: { kind: "and", items: [{ kind: "not", item: leaf }] } }],
    };
    expect(filterDepth(five)).toBe(5);
    expect(firstIssue({ ...base, dimensionFilter: five })).toBeNull();
    expect(firstIssue({ ...base, dimensionFilter: { kind: "not", item: five } })).toBe(
      "Filters nest at most 5 levels deep.",
    );
    let groups: ExploreFilter = { kind: "inList", field: "country", values: ["FR"] };
    for (let i = 1; i < 5; i++) groups = { kind: "and", items: [groups] };
    expect(firstIssue({ ...base, dimensionFilter: groups })).toBeNull();
    expect(firstIssue({ ...base, dimensionFilter: { kind: "or", items: [groups] } })).toBe(
      "Filters nest at most 5 levels deep.",
    );
  });

  it("refuses a filter nested thousands deep with its message, not a stack overflow", () => {
    let deep: object = leaf;
    for (let i = 0; i < 10_000; i++) deep = { kind: "not", item: deep };
    expect(issues({ ...base, dimensionFilter: deep })).toEqual([
      "Filters nest at most 5 levels deep.",
    ]);
  });

  it("takes Google's date forms, real days, and a start not after the end", () => {
    for (const range of [
      { startDate: "2026-02-28", endDate: "2026-03-01" },
      { startDate: "7daysAgo", endDate: "today" },
      { startDate: "yesterday", endDate: "yesterday" },
      { startDate: "2026-01-01", endDate: "today" },
    ])
      expect(firstIssue({ ...base, range })).toBeNull();
    expect(firstIssue({ ...base, range: { startDate: "last week", endDate: "today" } })).toBe(
      "A date is YYYY-MM-DD, NdaysAgo, yesterday or today.",
    );
    expect(firstIssue({ ...base, range: { startDate: "2026-02-30", endDate: "2026-03-01" } })).toBe(
      "That day does not exist.",
    );
    for (const range of [
      { startDate: "2026-02-02", endDate: "2026-02-01" },
      { startDate: "today", endDate: "yesterday" },
      { startDate: "3daysAgo", endDate: "4daysAgo" },
    ])
      expect(firstIssue({ ...base, compare: range })).toBe(
        "The start date must not be after the end date.",
      );
  });

  it("bounds the row limit and the name", () => {
    expect(firstIssue({ ...base, limit: 0 })).toBe("The row limit is at least 1.");
    expect(firstIssue({ ...base, limit: 250_001 })).toBe(
      "The row limit is at most 250,000 (GA4's own cap).",
    );
    expect(firstIssue({ ...base, limit: 10.5 })).toBe("The row limit is a whole number.");
    expect(firstIssue({ ...base, name: "x".repeat(121) })).toBe(
      "A name has at most 120 characters.",
    );
  });
});
