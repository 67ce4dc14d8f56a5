import { compileFilter, FilterError, re2 } from "./filters";
import type { FilterExpression } from "./request-schema";

const row: Record<string, string | number> = {
  landingPage: "/guides/how-to-grow-tomatoes/",
  deviceCategory: "mobile",
  sessions: 120,
};
const get = (field: string) => row[field]!;
const test = (expression: FilterExpression, kind: "dimension" | "metric" = "dimension") =>
  compileFilter(expression, kind, () => {}).test(get);
const str = (matchType: string, value: string, caseSensitive?: boolean): FilterExpression =>
  ({
    filter: { fieldName: "landingPage", stringFilter: { matchType, value, caseSensitive } },
  }) as FilterExpression;

describe("compileFilter", () => {
  it("matches every string match type, case-insensitively unless asked", () => {
    expect(test(str("EXACT", "/GUIDES/how-to-grow-tomatoes/"))).toBe(true);
    expect(test(str("EXACT", "/GUIDES/how-to-grow-tomatoes/", true))).toBe(false);
    expect(test(str("BEGINS_WITH", "/guides/"))).toBe(true);
    expect(test(str("ENDS_WITH", "tomatoes/"))).toBe(true);
    expect(test(str("CONTAINS", "grow"))).toBe(true);
    expect(test(str("FULL_REGEXP", "/guides/.*"))).toBe(true);
    expect(test(str("FULL_REGEXP", "guides"))).toBe(false);
    expect(test(str("PARTIAL_REGEXP", "grow-(tomatoes|garlic)"))).toBe(true);
  });

  it("reads inList, numeric, between, and the and/or/not groups", () => {
    const mobile: FilterExpression = {
      filter: { fieldName: "deviceCategory", inListFilter: { values: ["tablet", "MOBILE"] } },
    };
    const many: FilterExpression = {
      filter: {
        fieldName: "sessions",
        numericFilter: { operation: "GREATER_THAN", value: { int64Value: 100 } },
      },
    };
    const between: FilterExpression = {
      filter: {
        fieldName: "sessions",
        betweenFilter: { fromValue: { doubleValue: 100 }, toValue: { int64Value: 120 } },
      },
    };
    expect(test(mobile)).toBe(true);
    expect(test(many, "metric")).toBe(true);
    expect(test(between, "metric")).toBe(true);
    expect(test({ notExpression: mobile })).toBe(false);
    expect(test({ andGroup: { expressions: [mobile, str("CONTAINS", "garlic")] } })).toBe(false);
    expect(test({ orGroup: { expressions: [mobile, str("CONTAINS", "garlic")] } })).toBe(true);
  });

  it("lists the fields it reads and lets the caller refuse one", () => {
    const compiled = compileFilter(
      { andGroup: { expressions: [str("CONTAINS", "a")] } },
      "dimension",
      () => {},
    );
    expect([...compiled.fields]).toEqual(["landingPage"]);
    expect(() =>
      compileFilter(str("CONTAINS", "a"), "dimension", () => {
        throw new FilterError("no");
      }),
    ).toThrow("no");
  });

  it("refuses a string filter on a metric and an expression with two parts", () => {
    expect(() =>
      test({ filter: { fieldName: "sessions", stringFilter: { value: "1" } } }, "metric"),
    ).toThrow(FilterError);
    expect(() =>
      test({ notExpression: str("EXACT", "a"), filter: str("EXACT", "a").filter }),
    ).toThrow(FilterError);
  });
});

describe("re2", () => {
  it("accepts RE2 syntax and refuses what RE2 lacks", () => {
    expect(re2("(?P<slug>[a-z-]+)", false).matches("how-to")).toBe(true);
    expect(() => re2("foo(?=bar)", false)).toThrow(FilterError);
    expect(() => re2("(a)\\1", false)).toThrow(FilterError);
    expect(() => re2("(unclosed", false)).toThrow(FilterError);
  });

  it("answers a catastrophic pattern over a long value (a backtracking engine never would)", () => {
    const long = `${"a".repeat(20_000)}!`;
    row.landingPage = long;
    expect(test(str("FULL_REGEXP", "(a+)+$"))).toBe(false);
    expect(test(str("PARTIAL_REGEXP", "(x+x+)+y"))).toBe(false);
    expect(test(str("PARTIAL_REGEXP", "(a|aa)+!"))).toBe(true);
    row.landingPage = "/guides/how-to-grow-tomatoes/";
  });
});
