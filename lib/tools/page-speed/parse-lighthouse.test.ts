import { describe, expect, it } from "vitest";
import lhr from "@/tests/fixtures/google/lighthouse-mobile.json";
import { LighthouseRunError, parseLighthouse } from "./parse-lighthouse";

describe("parseLighthouse", () => {
  const result = parseLighthouse(lhr, { source: "lighthouse", strategy: "mobile" });

  it("reads the four category scores out of 100", () => {
    expect(result.scores).toEqual([
      { id: "performance", title: "Performance", score: 99 },
      { id: "accessibility", title: "Accessibility", score: 84 },
      { id: "best-practices", title: "Best Practices", score: 96 },
      { id: "seo", title: "SEO", score: 83 },
    ]);
    expect(result.lighthouseVersion).toBe("12.8.2");
    expect(result.finalUrl).toBe("https://shop.example.com/ridge-3/");
  });

  it("rates the lab metrics with Google's thresholds", () => {
    expect(result.lab.map((m) => [m.id, Math.round(m.value * 1000) / 1000, m.rating])).toEqual([
      ["fcp", 1071.101, "good"],
      ["lcp", 2181.101, "good"],
      ["tbt", 0, "good"],
      ["cls", 0, "good"],
      ["si", 2142.074, "good"],
    ]);
    expect(result.field).toBeNull();
  });

  it("lists failing opportunities by estimated time saved, then bytes", () => {
    expect(result.opportunities.map((o) => [o.id, o.savingsMs, o.savingsBytes])).toEqual([
      ["uses-text-compression", 1200, 249679],
      ["unminified-javascript", 810, 200005],
      ["render-blocking-resources", 431, null],
      ["unminified-css", 150, 50168],
      ["unused-css-rules", 150, 50000],
    ]);
  });

  it("turns a runtime error into a LighthouseRunError", () => {
    const failed = {
      ...lhr,
      runtimeError: { code: "NO_FCP", message: "The page did not paint any content." },
    };
    expect(() => parseLighthouse(failed, { source: "lighthouse", strategy: "mobile" })).toThrow(
      new LighthouseRunError("NO_FCP", "The page did not paint any content."),
    );
  });

  it("keeps a null score of a category that errored", () => {
    const broken = {
      ...lhr,
      categories: { ...lhr.categories, seo: { ...lhr.categories.seo, score: null } },
    };
    const parsed = parseLighthouse(broken, { source: "lighthouse", strategy: "desktop" });
    expect(parsed.scores.find((s) => s.id === "seo")?.score).toBeNull();
    expect(parsed.strategy).toBe("desktop");
  });
});
