import { gscHarness, someone } from "@/tests/support/google-emulator/gsc-harness";
import { BASE } from "@/tests/support/google-emulator/harness";
import { handleGoogleEmulator } from "../handler";
import { EMULATOR_BASE_PATH } from "../paths";
import { DATASETS } from "../world/catalog";
import { dayNumber, dayString } from "../world/search-dates";
import { buildSite } from "../world/search-site";
import { SITE_URL_GROUPS, siteUrlsOf, type SiteUrlState } from "./site-files";
import { CYCLE_DAYS } from "./site-url-groups";

const DOMAIN = "sc-domain:greenleaf.example";
const PATH = "v1/urlInspection/index:inspect";
const NOW = new Date("2026-03-01T10:00:00Z");

type Status = Record<string, unknown> & { lastCrawlTime?: string; coverageState: string };

async function inspector(name: string) {
  const h = await gscHarness(someone(name));
  let token = h.token;
  const inspect = async (inspectionUrl: string) => {
    const request = new Request(`${BASE}/searchconsole.googleapis.com/${PATH}`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ inspectionUrl, siteUrl: DOMAIN }),
    });
    const response = await handleGoogleEmulator(request, EMULATOR_BASE_PATH, h.emulator);
    expect(response.status).toBe(200);
    return (await response.json()).inspectionResult;
  };
  /** Moves the emulator's clock to `at` and signs in again: the first token has expired. */
  const travel = async (at: Date, from: Date) => {
    h.advance((at.getTime() - from.getTime()) / 1000);
    const code = (await h.approve(someone(name))).query!.get("code")!;
    token = ((await (await h.exchange(code)).json()) as { access_token: string }).access_token;
  };
  return { inspect, travel };
}

const ENUMS: Record<SiteUrlState, Record<string, string>> = {
  indexed: { verdict: "PASS", pageFetchState: "SUCCESSFUL" },
  crawled_not_indexed: { verdict: "NEUTRAL", pageFetchState: "SUCCESSFUL" },
  discovered_not_indexed: {
    verdict: "NEUTRAL",
    pageFetchState: "PAGE_FETCH_STATE_UNSPECIFIED",
    robotsTxtState: "ROBOTS_TXT_STATE_UNSPECIFIED",
  },
  noindex: { verdict: "NEUTRAL", indexingState: "BLOCKED_BY_META_TAG" },
  blocked_by_robots: {
    verdict: "FAIL",
    robotsTxtState: "DISALLOWED",
    pageFetchState: "BLOCKED_ROBOTS_TXT",
  },
  not_found: { verdict: "FAIL", pageFetchState: "NOT_FOUND" },
  soft_404: { verdict: "FAIL", pageFetchState: "SOFT_404" },
  page_with_redirect: { verdict: "NEUTRAL", coverageState: "Page with redirect" },
  redirect_error: { verdict: "FAIL", pageFetchState: "REDIRECT_ERROR" },
  server_error: { verdict: "FAIL", pageFetchState: "SERVER_ERROR" },
  duplicate_no_canonical: { verdict: "NEUTRAL", pageFetchState: "SUCCESSFUL" },
  duplicate_google_chose_different: { verdict: "NEUTRAL", pageFetchState: "SUCCESSFUL" },
  alternate_with_canonical: { verdict: "NEUTRAL", pageFetchState: "SUCCESSFUL" },
};

describe("URL inspection of the sitemap-only URLs", () => {
  it("files each URL under its group, with the group's enums and canonicals", async () => {
    const h = await inspector("group-inspector");
    const urls = siteUrlsOf(DOMAIN, NOW);
    for (const group of SITE_URL_GROUPS) {
      for (const planted of urls.filter((u) => u.group === group).slice(0, 3)) {
        const result = await h.inspect(planted.url);
        const status = result.indexStatusResult as Status;
        expect(status).toMatchObject({ ...ENUMS[group], coverageState: planted.coverageState });
        expect(status.sitemap).toEqual([planted.sitemap]);
        expect(result.richResultsResult).toBeUndefined();
        const uncrawled = group === "discovered_not_indexed" || group === "blocked_by_robots";
        expect(status.lastCrawlTime === undefined).toBe(uncrawled);
        if (status.lastCrawlTime) {
          expect(Date.parse(status.lastCrawlTime)).toBeLessThanOrEqual(NOW.getTime());
        }
        if (group === "duplicate_google_chose_different") {
          expect(status.userCanonical).toBe(planted.url);
          expect(status.googleCanonical).toBe(planted.target);
          expect(planted.target).not.toBe(planted.url);
        }
        if (group === "duplicate_no_canonical") {
          expect(status).toMatchObject({ googleCanonical: planted.target });
          expect(status.userCanonical).toBeUndefined();
        }
        if (group === "alternate_with_canonical") {
          expect(status).toMatchObject({
            googleCanonical: planted.target,
            userCanonical: planted.target,
          });
        }
      }
    }
    const blocked = await h.inspect("https://www.greenleaf.example/print/not-listed/");
    expect(blocked.indexStatusResult).toMatchObject(ENUMS.blocked_by_robots);
  }, 60_000);

  it("changes a few URLs on a set day of each cycle, crawling them again that day", async () => {
    const changing = siteUrlsOf(DOMAIN, NOW).filter((u) => u.change);
    expect(changing).toHaveLength(8);
    const kinds = new Set(changing.map((u) => `${u.change!.before} → ${u.change!.after}`));
    expect([...kinds].sort()).toEqual(["crawled_not_indexed → indexed", "indexed → not_found"]);
    for (const [i, planted] of changing.entries()) {
      const { before, after } = planted.change!;
      // The next change: this cycle's when it is still ahead, else the next cycle's.
      const change = dayNumber(planted.change!.day)!;
      const day = change > dayNumber("2026-03-01")! ? change : change + CYCLE_DAYS;
      const eve = new Date(`${dayString(day - 1)}T20:00:00Z`);
      const later = new Date(`${dayString(day)}T18:00:00Z`);
      const h = await inspector(`time-traveller-${i}`);
      await h.travel(eve, NOW);
      const first = (await h.inspect(planted.url)).indexStatusResult as Status;
      expect(first).toMatchObject(ENUMS[before]);
      await h.travel(later, eve);
      const second = (await h.inspect(planted.url)).indexStatusResult as Status;
      const now = siteUrlsOf(DOMAIN, later).find((u) => u.url === planted.url)!;
      expect(now).toMatchObject({ group: after, change: { day: dayString(day) } });
      expect(second).toMatchObject({ ...ENUMS[after], coverageState: now.coverageState });
      expect(second.coverageState).not.toBe(first.coverageState);
      const crawled = Date.parse(second.lastCrawlTime!);
      expect(crawled).toBeGreaterThan(Date.parse(first.lastCrawlTime!));
      expect(crawled).toBeGreaterThanOrEqual(Date.parse(`${dayString(day)}T07:00:00Z`));
      expect(crawled).toBeLessThanOrEqual(later.getTime());
    }
  }, 60_000);

  it("shows rich result errors on a few indexed pages, and warnings on others", async () => {
    const h = await inspector("rich-inspector");
    const today = dayNumber("2026-03-01")!;
    const pages = buildSite(DATASETS.greenleaf)
      .pages.filter((p) => p.launchDay <= today && p.kind === "product")
      .slice(0, 80);
    const severities = new Set<string>();
    for (const page of pages) {
      const rich = (await h.inspect(page.url)).richResultsResult;
      if (!rich) continue;
      const issues = rich.detectedItems.flatMap(
        (d: { items: { issues?: { severity: string }[] }[] }) =>
          d.items.flatMap((i) => i.issues ?? []),
      );
      const errors = issues.filter((i: { severity: string }) => i.severity === "ERROR");
      issues.forEach((i: { severity: string }) => severities.add(i.severity));
      expect(rich.verdict).toBe(errors.length > 0 ? "FAIL" : "PASS");
    }
    expect([...severities].sort()).toEqual(["ERROR", "WARNING"]);
  }, 60_000);
});

describe("siteUrlsOf", () => {
  it("plants every group on every host of the world, each URL once and none with traffic", () => {
    for (const dataset of Object.values(DATASETS)) {
      const pages = new Set(buildSite(dataset).pages.map((p) => p.url));
      for (const host of dataset.hosts) {
        const urls = siteUrlsOf(`https://${host}/`, NOW);
        expect(new Set(urls.map((u) => u.url)).size).toBe(urls.length);
        expect(urls.every((u) => u.url.startsWith(`https://${host}/`) && !pages.has(u.url))).toBe(
          true,
        );
        for (const group of SITE_URL_GROUPS) {
          const fixed = urls.filter((u) => u.group === group && !u.change);
          expect(fixed.length, `${host} ${group}`).toBeGreaterThanOrEqual(5);
          expect(fixed.length, `${host} ${group}`).toBeLessThanOrEqual(40);
        }
      }
    }
    expect(siteUrlsOf("sc-domain:nowhere.example", NOW)).toEqual([]);
  });
});
