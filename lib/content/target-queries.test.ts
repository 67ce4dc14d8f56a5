import { queryPatterns, targetQueriesRequest } from "./target-queries";

const matches = (pattern: string, text: string) => new RegExp(pattern).test(text);

describe("target query patterns", () => {
  it("match each query whole and literally, nothing else", () => {
    const [pattern] = queryPatterns(["seeds", "c++ (tips)?", "a.b"]);
    expect(matches(pattern!, "seeds")).toBe(true);
    expect(matches(pattern!, "c++ (tips)?")).toBe(true);
    expect(matches(pattern!, "a.b")).toBe(true);
    expect(matches(pattern!, "seeds for sale")).toBe(false);
    expect(matches(pattern!, "axb")).toBe(false);
  });

  it("split into several patterns below Google's 4,096-character limit", () => {
    const queries = Array.from(
      { length: 20 },
      (_, i) => `${"q".repeat(197)}.${String(i).padStart(2, "0")}`,
    );
    const patterns = queryPatterns(queries);
    expect(patterns.length).toBeGreaterThan(1);
    for (const pattern of patterns) expect(pattern.length).toBeLessThanOrEqual(4096);
    for (const query of queries) expect(patterns.some((p) => matches(p, query))).toBe(true);
  });

  it("build the form's Search Console request, or none without queries", () => {
    const ref = { projectId: "p", propertyId: "s" };
    const range = { startDate: "2026-02-01", endDate: "2026-02-28" };
    expect(targetQueriesRequest(ref, range, [])).toBeNull();
    expect(targetQueriesRequest(ref, range, ["seeds"])).toMatchObject({
      dimensions: ["query"],
      filters: [{ dimension: "query", operator: "includingRegex", expression: "^(?:seeds)$" }],
      dataState: "final",
    });
  });
});
