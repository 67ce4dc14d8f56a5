import { describe, expect, it } from "vitest";
import psi from "@/tests/fixtures/google/psi-mobile.json";
import { parsePsi } from "./parse-psi";

describe("parsePsi", () => {
  const result = parsePsi(psi, "mobile");

  it("reads the Lighthouse part like a local run", () => {
    expect(result.source).toBe("psi");
    expect(result.scores.map((s) => [s.id, s.score])).toEqual([
      ["performance", 65],
      ["accessibility", 91],
      ["best-practices", 96],
      ["seo", 92],
    ]);
    expect(result.lab.map((m) => [m.id, m.rating])).toEqual([
      ["fcp", "needs-improvement"],
      ["lcp", "poor"],
      ["tbt", "needs-improvement"],
      ["cls", "good"],
      ["si", "needs-improvement"],
    ]);
    expect(result.requestedUrl).toBe("https://www.example.com/pricing");
  });

  it("reads the URL's field data with CLS scaled back from × 100", () => {
    expect(result.field?.scope).toBe("url");
    expect(result.field?.overall).toBe("needs-improvement");
    expect(result.field?.metrics).toEqual([
      { id: "lcp", p75: 2890, rating: "needs-improvement", distribution: expect.any(Array) },
      { id: "inp", p75: 168, rating: "good", distribution: expect.any(Array) },
      {
        id: "cls",
        p75: 0.05,
        rating: "good",
        distribution: [0.8841, expect.any(Number), expect.any(Number)],
      },
      { id: "fcp", p75: 1920, rating: "needs-improvement", distribution: expect.any(Array) },
      { id: "ttfb", p75: 1040, rating: "needs-improvement", distribution: expect.any(Array) },
    ]);
  });

  it("falls back to the origin, then to no field data at all", () => {
    const noUrlData = { ...psi, loadingExperience: { id: psi.id } };
    expect(parsePsi(noUrlData, "mobile").field?.scope).toBe("origin");
    const fallback = {
      ...psi,
      loadingExperience: { ...psi.loadingExperience, origin_fallback: true },
    };
    expect(parsePsi(fallback, "mobile").field?.scope).toBe("origin");
    const none = { ...psi, loadingExperience: {}, originLoadingExperience: undefined };
    expect(parsePsi(none, "mobile").field).toBeNull();
  });
});
