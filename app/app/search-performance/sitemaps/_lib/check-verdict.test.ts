import type { EntryStats, SitemapCheck, SitemapFileCheck } from "@/lib/sitemaps/types";
import { checkVerdict, invalidTotal } from "./check-verdict";

const stats = (count: number, invalid: Partial<EntryStats["invalid"]> = {}): EntryStats => ({
  count,
  lastmod: { withLastmod: 0, share: 0, oldest: null, median: null, newest: null },
  invalid: { bad_url: 0, outside_property: 0, invalid_lastmod: 0, duplicate: 0, ...invalid },
  samples: [],
});

const file = (over: Partial<SitemapFileCheck> = {}): SitemapFileCheck => ({
  url: "https://www.example.com/sitemap.xml",
  finalUrl: null,
  status: 200,
  bytes: 1000,
  compressed: false,
  kind: "urlset",
  stats: stats(1234),
  overLimits: [],
  problem: null,
  ...over,
});

const check = (over: Partial<SitemapCheck> = {}): SitemapCheck => ({
  ...file(),
  checkedAt: "2026-11-21T10:00:00.000Z",
  children: null,
  totals: null,
  ...over,
});

describe("checkVerdict", () => {
  it("counts the URLs of a clean sitemap", () => {
    expect(checkVerdict(check())).toEqual({ tone: "ok", text: "1,234 URLs" });
  });

  it("gives the problem that stopped the read", () => {
    const problem = { code: "unreachable" as const, message: "Could not reach www.example.com." };
    expect(checkVerdict(check({ problem, stats: null }))).toEqual({
      tone: "problem",
      text: "Could not reach www.example.com.",
    });
  });

  it("adds up an index's children, its own invalid entries and the unreadable ones", () => {
    const verdict = checkVerdict(
      check({
        kind: "index",
        stats: stats(3, { bad_url: 1 }),
        children: {
          listed: 3,
          checked: [
            file({ stats: stats(7, { duplicate: 2 }) }),
            file({ stats: null, problem: { code: "http_status", message: "HTTP 404" } }),
          ],
        },
        totals: stats(7, { duplicate: 2 }),
      }),
    );
    expect(verdict).toEqual({
      tone: "warning",
      text: "7 URLs in 2 sitemaps, 3 invalid, 1 unreadable",
    });
  });

  it("warns about Google's limits", () => {
    const verdict = checkVerdict(check({ stats: stats(60_000), overLimits: ["too many"] }));
    expect(verdict).toEqual({ tone: "warning", text: "60,000 URLs, over Google's limits" });
    expect(invalidTotal(null)).toBe(0);
  });
});
