import { buildSite } from "../world/search-site";
import { DATASETS } from "../world/catalog";
import { dayNumber } from "../world/search-dates";
import { gscHarness, someone } from "@/tests/support/google-emulator/gsc-harness";

const DOMAIN = "sc-domain:greenleaf.example";
const PATH = "v1/urlInspection/index:inspect";
// The harness's clock: 02:00 in California on 1 March 2026.
const NOW = new Date("2026-03-01T10:00:00Z");
const TODAY = dayNumber("2026-03-01")!;

describe("urlInspection.index.inspect", () => {
  it("indexes every page with impressions in the last 28 days, in the fixture's shape", async () => {
    const h = await gscHarness(someone("inspector"));
    const { body } = await h.query(DOMAIN, {
      startDate: "2026-01-31",
      endDate: "2026-02-27",
      dimensions: ["page"],
      rowLimit: 25_000,
    });
    const pages = body.rows!.map((row) => row.keys[0]!);
    expect(pages.length).toBeGreaterThan(300);
    const states = new Set<string>();
    for (const url of pages.filter((_, i) => i % 2 === 0)) {
      const response = await h.api("POST", PATH, { inspectionUrl: url, siteUrl: DOMAIN });
      expect(response.status).toBe(200);
      const { inspectionResult } = await response.json();
      const status = inspectionResult.indexStatusResult;
      states.add(status.coverageState);
      expect(inspectionResult.inspectionResultLink).toMatch(
        /^https:\/\/search\.google\.com\/search-console\/inspect\?resource_id=/,
      );
      expect(inspectionResult.mobileUsabilityResult).toEqual({ verdict: "VERDICT_UNSPECIFIED" });
      expect(status).toMatchObject({
        verdict: "PASS",
        robotsTxtState: "ALLOWED",
        indexingState: "INDEXING_ALLOWED",
        pageFetchState: "SUCCESSFUL",
        crawledAs: "MOBILE",
        googleCanonical: url,
      });
      expect(status.lastCrawlTime).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
      expect(Date.parse(status.lastCrawlTime)).toBeLessThanOrEqual(NOW.getTime());
      expect(Boolean(status.sitemap)).toBe(status.coverageState === "Submitted and indexed");
    }
    expect([...states].sort()).toEqual([
      "Indexed, not submitted in sitemap",
      "Submitted and indexed",
    ]);
    const future = buildSite(DATASETS.greenleaf).pages.find((p) => p.launchDay > TODAY)!;
    const unknown = await h.api("POST", PATH, { inspectionUrl: future.url, siteUrl: DOMAIN });
    expect((await unknown.json()).inspectionResult.indexStatusResult).toMatchObject({
      verdict: "NEUTRAL",
      coverageState: "URL is unknown to Google",
    });
  }, 60_000);

  it("reports utility and unknown URLs, and is the same every time", async () => {
    const h = await gscHarness(someone("inspector-2"));
    const inspect = async (inspectionUrl: string) =>
      (await (await h.api("POST", PATH, { inspectionUrl, siteUrl: DOMAIN })).json())
        .inspectionResult.indexStatusResult;
    expect(await inspect("https://www.greenleaf.example/cart/")).toMatchObject({
      verdict: "NEUTRAL",
      indexingState: "BLOCKED_BY_META_TAG",
    });
    const unknown = await inspect("https://www.greenleaf.example/no-such-page/");
    expect(unknown).toMatchObject({
      verdict: "NEUTRAL",
      coverageState: "URL is unknown to Google",
    });
    expect(unknown.lastCrawlTime).toBeUndefined();
    const url = "https://www.greenleaf.example/guides/";
    expect(await inspect(url)).toEqual(await inspect(url));
  });

  it("answers 400 outside the property and 403 for a property without access", async () => {
    const h = await gscHarness(someone("inspector-3"));
    const outside = await h.api("POST", PATH, {
      inspectionUrl: "https://www.harborlaw.example/",
      siteUrl: DOMAIN,
    });
    expect(outside.status).toBe(400);
    const denied = await h.api("POST", PATH, {
      inspectionUrl: "https://www.harborlaw.example/",
      siteUrl: "https://www.harborlaw.example/",
    });
    expect(denied.status).toBe(403);
  });

  it("allows 600 a minute and 2,000 a day per property", async () => {
    const h = await gscHarness(someone("quota-spender"));
    const inspect = () =>
      h.api("POST", PATH, { inspectionUrl: "https://www.greenleaf.example/", siteUrl: DOMAIN });
    for (let i = 0; i < 600; i++) expect((await inspect()).status).toBe(200);
    const minute = await inspect();
    expect(minute.status).toBe(429);
    expect((await minute.json()).error.errors[0].reason).toBe("rateLimitExceeded");
    for (let round = 0; round < 3; round++) {
      h.advance(61);
      for (let i = 0; i < (round < 2 ? 600 : 200); i++) expect((await inspect()).status).toBe(200);
    }
    h.advance(61);
    const day = await inspect();
    expect(day.status).toBe(429);
    expect((await day.json()).error.errors[0].reason).toBe("dailyLimitExceeded");
    const other = await h.api("POST", PATH, {
      inspectionUrl: "https://www.greenleaf.example/",
      siteUrl: "https://www.greenleaf.example/",
    });
    expect(other.status).toBe(200);
    const elsewhere = await gscHarness(someone("quota-spender"));
    const fresh = await elsewhere.api("POST", PATH, {
      inspectionUrl: "https://www.greenleaf.example/",
      siteUrl: DOMAIN,
    });
    expect(fresh.status).toBe(200);
  });
});
