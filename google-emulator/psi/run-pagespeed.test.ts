import fixture from "@/tests/fixtures/google/psi-mobile.json";
import { dataApiHarness } from "@/tests/support/google-emulator/ga4-harness";
import { WEIGHTS } from "./lab";

const PSI = "pagespeedonline.googleapis.com/pagespeedonline/v5/runPagespeed";
const ALL = ["performance", "accessibility", "best-practices", "seo"];
const PAGE = "https://www.greenleaf.example/guides/how-to-grow-basil/";

async function run(query: Record<string, string | string[]>, path = PSI) {
  const h = dataApiHarness();
  const response = await h.get(path, undefined, query);
  return { status: response.status, body: await response.json() };
}

describe("runPagespeed", () => {
  it("answers the fixture's shape: categories asked for, the lab audits, field data", async () => {
    const { status, body } = await run({
      url: PAGE,
      strategy: "mobile",
      category: ALL,
      key: "AIza-any",
    });
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(Object.keys(fixture).sort());
    expect(body).toMatchObject({
      kind: "pagespeedonline#result",
      captchaResult: "CAPTCHA_NOT_NEEDED",
      id: PAGE,
    });
    const lighthouse = body.lighthouseResult;
    expect(Object.keys(lighthouse)).toEqual(
      expect.arrayContaining(Object.keys(fixture.lighthouseResult)),
    );
    expect(Object.keys(lighthouse.categories)).toEqual(ALL);
    expect(lighthouse.configSettings).toMatchObject({ formFactor: "mobile", onlyCategories: ALL });
    for (const [id, audit] of Object.entries(fixture.lighthouseResult.audits)) {
      expect(Object.keys(lighthouse.audits[id]).sort()).toEqual(Object.keys(audit).sort());
    }
    expect(lighthouse.audits["largest-contentful-paint"].displayValue).toMatch(/^\d+\.\d\u00a0s$/);
    expect(lighthouse.audits["total-blocking-time"].displayValue).toMatch(/^\d+\u00a0ms$/);
    expect(lighthouse.categories.performance.auditRefs).toEqual(
      fixture.lighthouseResult.categories.performance.auditRefs,
    );
    for (const score of Object.values(lighthouse.categories).map(
      (c) => (c as { score: number }).score,
    )) {
      expect(score).toBeGreaterThanOrEqual(0);
      expect(score).toBeLessThanOrEqual(1);
    }
    const field = body.originLoadingExperience;
    expect(Object.keys(field.metrics)).toEqual(
      Object.keys(fixture.originLoadingExperience.metrics),
    );
    for (const metric of Object.values(field.metrics) as {
      distributions: { proportion: number }[];
      category: string;
    }[]) {
      expect(metric.distributions).toHaveLength(3);
      expect(metric.distributions.reduce((n, d) => n + d.proportion, 0)).toBeCloseTo(1, 3);
      expect(["FAST", "AVERAGE", "SLOW"]).toContain(metric.category);
    }
  });

  it("scores performance as Lighthouse weighs its metrics", async () => {
    const { body } = await run({ url: PAGE, strategy: "mobile" });
    const audits = body.lighthouseResult.audits;
    const weights = Object.entries(WEIGHTS) as [string, number][];
    const mean =
      weights.reduce((n, [id, w]) => n + audits[id].score * w, 0) /
      weights.reduce((n, [, w]) => n + w, 0);
    expect(body.lighthouseResult.categories.performance.score).toBeCloseTo(mean, 2);
    expect(Object.keys(body.lighthouseResult.categories)).toEqual(["performance"]);
  });

  it("is the same for the same URL and strategy, slower on phones, and desktop by default", async () => {
    const mobile = await run({ url: PAGE, strategy: "MOBILE" });
    const again = await run({ url: PAGE, strategy: "mobile" });
    const desktop = await run({ url: PAGE });
    const lcp = (r: {
      body: { lighthouseResult: { audits: Record<string, { numericValue: number }> } };
    }) => r.body.lighthouseResult.audits["largest-contentful-paint"]!.numericValue;
    expect(again.body.lighthouseResult.audits).toEqual(mobile.body.lighthouseResult.audits);
    expect(desktop.body.lighthouseResult.configSettings.formFactor).toBe("desktop");
    expect(lcp(desktop)).toBeLessThan(lcp(mobile) / 2);
    const other = await run({ url: "https://www.urbanbrew.example/", strategy: "mobile" });
    expect(lcp(other)).not.toBe(lcp(mobile));
  });

  it("answers on www.googleapis.com too, without any credential", async () => {
    const { status } = await run(
      { url: PAGE },
      "www.googleapis.com/pagespeedonline/v5/runPagespeed",
    );
    expect(status).toBe(200);
  });

  it("falls back to the origin's field data, or has none, for quieter pages", async () => {
    const kinds = new Set<string>();
    for (let i = 0; i < 30 && kinds.size < 3; i++) {
      const { body } = await run({ url: `https://shop-${i}.example.org/products/item-${i}` });
      const page = body.loadingExperience;
      kinds.add(!page.metrics ? "none" : page.origin_fallback ? "origin" : "page");
      if (!page.metrics) expect(body.originLoadingExperience).toBeUndefined();
      if (page.origin_fallback) expect(page.id).toBe(`https://shop-${i}.example.org`);
    }
    expect(kinds).toEqual(new Set(["none", "origin", "page"]));
  });

  it("refuses bad input in PSI's legacy error form", async () => {
    const missing = await run({});
    expect(missing.status).toBe(400);
    expect(missing.body.error).toMatchObject({
      code: 400,
      message: "Required parameter: url",
      errors: [
        { reason: "required", location: "url", locationType: "parameter", domain: "global" },
      ],
    });
    expect((await run({ url: "not a url" })).status).toBe(400);
    expect((await run({ url: "ftp://example.com/file" })).status).toBe(400);
    expect((await run({ url: PAGE, strategy: "tablet" })).status).toBe(400);
    expect((await run({ url: PAGE, category: "pwa" })).status).toBe(400);
    const unreachable = await run({ url: "https://nowhere.invalid/" });
    expect(unreachable.status).toBe(400);
    expect(unreachable.body.error.message).toMatch(
      /^Lighthouse returned error: FAILED_DOCUMENT_REQUEST/,
    );
    expect(unreachable.body.error.errors[0].reason).toBe("lighthouseUserError");
  });
});
