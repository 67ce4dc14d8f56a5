import { buildSite } from "../world/search-site";
import { DATASETS } from "../world/catalog";
import { gscHarness, someone } from "@/tests/support/google-emulator/gsc-harness";

const DOMAIN = "sc-domain:greenleaf.example";
const PATH = "v1/urlInspection/index:inspect";

describe("urlInspection.index.inspect", () => {
  it("gives known pages a realistic spread of verdicts and the fixture's shape", async () => {
    const h = await gscHarness(someone("inspector"));
    const pages = buildSite(DATASETS.greenleaf).pages.slice(0, 200);
    const verdicts: Record<string, number> = {};
    const states = new Set<string>();
    for (const page of pages) {
      const response = await h.api("POST", PATH, {
        inspectionUrl: page.url,
        siteUrl: DOMAIN,
        languageCode: "en-US",
      });
      expect(response.status).toBe(200);
      const { inspectionResult } = await response.json();
      const status = inspectionResult.indexStatusResult;
      verdicts[status.verdict] = (verdicts[status.verdict] ?? 0) + 1;
      states.add(status.coverageState);
      expect(inspectionResult.inspectionResultLink).toMatch(
        /^https:\/\/search\.google\.com\/search-console\/inspect\?resource_id=/,
      );
      expect(inspectionResult.mobileUsabilityResult).toEqual({ verdict: "VERDICT_UNSPECIFIED" });
      if (status.verdict === "PASS") {
        expect(status).toMatchObject({
          robotsTxtState: "ALLOWED",
          indexingState: "INDEXING_ALLOWED",
          pageFetchState: "SUCCESSFUL",
          crawledAs: "MOBILE",
        });
        expect(status.lastCrawlTime).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
        expect(status.googleCanonical).toBeDefined();
      }
    }
    expect(verdicts.PASS! / pages.length).toBeGreaterThan(0.75);
    expect(verdicts.NEUTRAL).toBeGreaterThan(0);
    expect(verdicts.FAIL).toBeGreaterThan(0);
    expect(states).toContain("Submitted and indexed");
    expect(states).toContain("Excluded by ‘noindex’ tag");
  });

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
