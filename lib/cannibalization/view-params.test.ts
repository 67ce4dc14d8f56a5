import { DEFAULT_VIEW_PARAMS, parseViewParams, thresholdsOf, withViewParams } from "./view-params";

describe("parseViewParams", () => {
  it("reads the thresholds, the branded switch and the open issue", () => {
    const params = parseViewParams(
      new URLSearchParams("minShare=30&minImpressions=200&branded=include&issue=sweet+corn"),
    );
    expect(params).toEqual({
      minSharePercent: 30,
      minImpressions: 200,
      excludeBranded: false,
      issue: "sweet corn",
    });
    expect(thresholdsOf(params)).toEqual({ minShare: 0.3, minImpressions: 200 });
  });

  it("falls back to the defaults for missing or invalid values", () => {
    for (const search of [
      "",
      "minShare=2&minImpressions=0",
      "minShare=abc&minImpressions=-5",
      "minShare=96",
    ])
      expect(parseViewParams(new URLSearchParams(search))).toEqual(DEFAULT_VIEW_PARAMS);
    expect(parseViewParams(new URLSearchParams(`issue=${"x".repeat(501)}`)).issue).toBeNull();
  });
});

describe("withViewParams", () => {
  it("writes changes, leaves defaults out and keeps the other params", () => {
    const current = new URLSearchParams("project=p&minShare=30&issue=a");
    expect(withViewParams(current, { minImpressions: 100, excludeBranded: false })).toBe(
      "project=p&minShare=30&issue=a&minImpressions=100&branded=include",
    );
    expect(withViewParams(current, { minSharePercent: 20, issue: null })).toBe("project=p");
  });
});
