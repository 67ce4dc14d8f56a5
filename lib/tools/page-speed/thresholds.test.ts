import { describe, expect, it } from "vitest";
import { formatMetric, rateMetric, rateScore } from "./thresholds";

describe("rateMetric", () => {
  it.each([
    ["lcp", 2500, "good"],
    ["lcp", 2501, "needs-improvement"],
    ["lcp", 4000, "needs-improvement"],
    ["lcp", 4001, "poor"],
    ["cls", 0.1, "good"],
    ["cls", 0.25, "needs-improvement"],
    ["cls", 0.26, "poor"],
    ["inp", 200, "good"],
    ["inp", 501, "poor"],
    ["fcp", 1800, "good"],
    ["fcp", 3000, "needs-improvement"],
    ["tbt", 200, "good"],
    ["tbt", 600.5, "poor"],
    ["si", 3400, "good"],
    ["si", 5800, "needs-improvement"],
    ["si", 5801, "poor"],
  ] as const)("%s %d is %s", (id, value, rating) => {
    expect(rateMetric(id, value)).toBe(rating);
  });
});

describe("rateScore", () => {
  it("uses Lighthouse's colour bands", () => {
    expect([100, 90, 89, 50, 49, 0].map(rateScore)).toEqual([
      "good",
      "good",
      "needs-improvement",
      "needs-improvement",
      "poor",
      "poor",
    ]);
  });
});

describe("formatMetric", () => {
  it("reads like Lighthouse's display values", () => {
    expect(formatMetric("lcp", 4481.3)).toBe("4.5 s");
    expect(formatMetric("tbt", 412)).toBe("412 ms");
    expect(formatMetric("cls", 0.0417)).toBe("0.04");
    expect(formatMetric("cls", 1.234)).toBe("1.2");
  });
});
