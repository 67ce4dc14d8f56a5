// All in One on the server: the join of 50,000 pages from each of Search Console, GA4 and
// Business Profile (with inspections and a sitemap), spelled the way each source spells them.
// Alone: npx tsx scripts/bench/all-in-one-join.ts
import { pathToFileURL } from "node:url";
import { joinPages, type JoinInput } from "@/lib/all-in-one/join";
import { siteRuleOf } from "@/lib/all-in-one/normalize-url";
import { formatTiming, timeIt } from "./timing";

const PAGES = 50_000;
const SECTIONS = ["blog", "products", "guides", "news", "help", "Stores"];

function pagePath(i: number): string {
  return `/${SECTIONS[i % SECTIONS.length]}/item-${i.toString(36)}-${i % 7 === 0 ? "café" : "page"}/`;
}

/**
 * The same 50,000 pages per source every run: GSC full URLs, GA4 paths, GBP website links. Passed
 * through JSON as the APIs' answers are, so the strings are flat like theirs, not concatenations.
 */
export function syntheticJoinInput(pages = PAGES): JoinInput {
  return JSON.parse(JSON.stringify(buildInput(pages))) as JoinInput;
}

function buildInput(pages: number): JoinInput {
  const origin = "https://www.example.com";
  // Each source sees 90% of the pages, offset, so every combination of sources occurs.
  const at = (i: number, shift: number) => pagePath((i + shift) % Math.round(pages * 1.1));
  return {
    gsc: Array.from({ length: pages }, (_, i) => ({
      page: `${origin}${at(i, 0)}`,
      clicks: i % 50,
      impressions: 100 + (i % 900),
      position: 1 + (i % 40),
      topQuery: `query ${i}`,
      queries: 1 + (i % 30),
    })),
    ga4: Array.from({ length: pages }, (_, i) => ({
      landingPage:
        i % 3 === 0
          ? `${at(i, pages * 0.05)}?utm_source=news&utm_medium=email&gclid=${i}`
          : i % 3 === 1
            ? `www.example.com${at(i, pages * 0.05).slice(0, -1)}`
            : at(i, pages * 0.05),
      sessions: 10 + (i % 100),
      engagedSessions: 5 + (i % 50),
      keyEvents: i % 4,
      revenue: (i % 10) * 12.5,
      organicSessions: 5 + (i % 60),
      organicEngagedSessions: 2 + (i % 30),
      organicKeyEvents: i % 2,
      organicRevenue: (i % 5) * 12.5,
    })),
    gbp: Array.from({ length: pages }, (_, i) => ({
      websiteUrl: `http://example.com${at(i, pages * 0.1)}?utm_source=gmb&utm_medium=organic`,
      websiteClicks: i % 20,
      calls: i % 5,
      directions: i % 9,
    })),
    inspections: Array.from({ length: pages / 10 }, (_, i) => ({
      url: `${origin}${at(i * 10, 0)}`,
      verdict: "PASS",
      coverageState: "Submitted and indexed",
      inspectedAt: "2026-03-01T00:00:00Z",
    })),
    sitemapUrls: Array.from({ length: pages }, (_, i) => `${origin}${at(i, 0)}`),
  };
}

export function benchAllInOneJoin(): string[] {
  const input = syntheticJoinInput();
  const sourcesOnly = { gsc: input.gsc, ga4: input.ga4, gbp: input.gbp };
  const site = siteRuleOf("sc-domain:example.com", "https://www.example.com");
  const { counts } = joinPages(input, site);
  return [
    formatTiming(
      "all in one: join 50,000 pages × GSC, GA4, GBP",
      timeIt(() => joinPages(sourcesOnly, site)),
      "≤ 200 ms",
    ),
    formatTiming(
      "all in one: the same with a sitemap and 5,000 inspections",
      timeIt(() => joinPages(input, site)),
      "—",
    ),
    `all in one: ${counts.rows} rows, ${counts.matchedAll} in all three sources`,
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  for (const line of benchAllInOneJoin()) console.log(`  ${line}`);
}
