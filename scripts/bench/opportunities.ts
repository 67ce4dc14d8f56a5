// Every opportunity rule over the largest property on the server: sc-domain:greenleaf.example's
// query×page rows over 16 months, its rows by page, six whole months of clicks by page, the
// cannibalization issues and every URL of its sitemaps (the world's own list of what they hold),
// read over real HTTP from the emulator; then the engine alone, as a cached visit runs it.
import { runDetection, type DetectionRows } from "@/lib/cannibalization/detection";
import { pacificDate } from "@/lib/google/pacific-date";
import { searchConsole } from "@/lib/google/search-console";
import { fullMonthsUpTo } from "@/lib/opportunities/months";
import { findAllOpportunities, type PageMonth } from "@/lib/seo/opportunities";
import { daysIn, shiftDay } from "@/lib/dates/compare";
import { siteUrlsOf } from "@/google-emulator/gsc/site-files";
import { listedInSitemap } from "@/google-emulator/gsc/site-sitemaps";
import { DATASETS } from "@/google-emulator/world/catalog";
import { buildSite } from "@/google-emulator/world/search-site";
import { startEmulatorSession } from "@/tests/support/google-emulator-session";
import { formatTiming, timeIt } from "./timing";

const SITE = "sc-domain:greenleaf.example";

export async function benchOpportunities(): Promise<string[]> {
  const session = await startEmulatorSession();
  try {
    const client = searchConsole(session.ctx);
    const endDate = shiftDay(pacificDate(), -4);
    const range = { startDate: shiftDay(endDate, -485), endDate };
    const pairs = await client.queryAll(
      SITE,
      { ...range, dimensions: ["query", "page"] },
      { maxRows: 50_000 },
    );
    const byPage = await client.queryAll(
      SITE,
      { ...range, dimensions: ["page"] },
      { maxRows: 50_000 },
    );
    const sitemapUrls = [
      ...buildSite(DATASETS.greenleaf)
        .pages.filter(listedInSitemap)
        .map((page) => page.url),
      ...siteUrlsOf(SITE).map((u) => u.url),
    ];
    const months = fullMonthsUpTo(endDate, 6);
    const pageMonths: PageMonth[] = (
      await Promise.all(
        months.map(async (month) => {
          const { startDate, endDate: last } = month;
          const answer = await client.queryAll(
            SITE,
            { startDate, endDate: last, dimensions: ["page"] },
            { maxRows: 50_000 },
          );
          return answer.rows.map((row) => ({
            page: row.keys[0]!,
            month: month.month,
            clicks: row.clicks,
            impressions: row.impressions,
          }));
        }),
      )
    ).flat();
    const source: DetectionRows = {
      pairs: async () => pairs,
      daily: async () => [],
    };
    const { issues } = await runDetection(source, {
      ...range,
      minShare: 20,
      minImpressions: 50,
      brandTerms: ["greenleaf"],
    });
    const queryPages = pairs.rows.map(({ keys, clicks, impressions, position }) => ({
      query: keys[0]!,
      page: keys[1]!,
      clicks,
      impressions,
      position,
    }));
    const input = {
      queryPages,
      pages: byPage.rows.map(({ keys, clicks, impressions, position }) => ({
        page: keys[0]!,
        clicks,
        impressions,
        position,
      })),
      sitemapUrls,
      pageMonths,
      cannibalization: issues,
      siteUrl: SITE,
      rangeDays: daysIn(range),
    };
    const found = findAllOpportunities(input);
    const figures = `${queryPages.length.toLocaleString("en-US")} query×page rows, ${pageMonths.length.toLocaleString("en-US")} page-months, ${issues.length} cannibalization issues, ${sitemapUrls.length.toLocaleString("en-US")} sitemap URLs → ${found.opportunities.length.toLocaleString("en-US")} opportunities`;
    return [
      formatTiming(
        "opportunities: every rule over the largest property",
        timeIt(() => findAllOpportunities(input), 5),
        "≤ 300 ms",
      ),
      `  ${figures}`,
    ];
  } finally {
    await session.close();
  }
}
