// npm run bench — prints the measured figures.
// Sections: BENCH_ONLY=tools,google,views,jobs,alerts,marketing,tool-pages,dashboard
// Dashboard pages: BENCH_PATHS=ga4-explore,coverage keeps the paths holding one of those words.
import { TOOLS } from "@/lib/site";
import { formatFigures, medianLighthouse, type Strategy } from "./bench/lighthouse";
import { withProductionServer } from "./bench/server";
import { formatTiming, timeIt } from "./bench/timing";
import { benchAggregation } from "./bench/aggregation";
import { benchCannibalization } from "./bench/cannibalization";
import { benchOpportunities } from "./bench/opportunities";
import { benchCoverage } from "./bench/coverage";
import { benchAllInOneJoin } from "./bench/all-in-one-join";
import { benchJobs } from "./bench/jobs";
import { benchAuthorsCrawl } from "./bench/authors-crawl";
import { benchAlerts } from "./bench/alerts";
import { benchReportPdf } from "./bench/report-pdf";
import { benchEmulatorGsc } from "./bench/emulator-gsc";
import { benchPagedFetch } from "./bench/paged-fetch";
import { benchSlicedFetch } from "./bench/sliced-fetch";
import { benchTablePage } from "./bench/table-page";
import { benchDashboard, formatHandler, signedInLighthouse } from "./bench/dashboard";
import { analyseHtml } from "@/lib/tools/keyword-density/analyse";
import { largePage } from "@/lib/tools/keyword-density/large-page";
import { largeRobotsCase } from "@/lib/tools/robots-txt/large-case";
import { testUrls } from "@/lib/tools/robots-txt/tester";

const MARKETING_PAGES = ["/", "/features/", "/pricing/", "/tools/"];
const TOOL_PAGES = TOOLS.map((tool) => `/tools/${tool.slug}/`);
const STRATEGIES: Strategy[] = ["mobile", "desktop"];
const only = process.env.BENCH_ONLY?.split(",");
const wants = (section: string) => !only || only.includes(section);
const pathWords = process.env.BENCH_PATHS?.split(",").filter(Boolean);
const wantsPath = (path: string) => !pathWords || pathWords.some((word) => path.includes(word));

async function lighthouseSection(title: string, origin: string, paths: string[]) {
  console.log(`\n${title} — Lighthouse, median of 3 runs`);
  console.log(
    "targets: mobile perf ≥ 98, desktop 100, a11y/bp/seo 100, first-load JS ≤ 145 KB gzip",
  );
  for (const path of paths) {
    for (const strategy of STRATEGIES) {
      const figures = await medianLighthouse(`${origin}${path}`, strategy);
      console.log(formatFigures(`${path} (${strategy})`, figures));
    }
  }
}

function toolTimings() {
  console.log("\nFree tools — pure logic timings");
  const page = largePage();
  console.log(
    formatTiming(
      `keyword density: analyse a ${(page.length / 1e6).toFixed(2)} MB page`,
      timeIt(() => analyseHtml(page, { phrase: "keyword density" })),
      "≤ 200 ms",
    ),
  );
  const robots = largeRobotsCase();
  console.log(
    formatTiming(
      "robots.txt: 1,000 URLs against a 5,000-line file",
      timeIt(() => testUrls(robots.robotsTxt, "Googlebot", robots.urls)),
      "≤ 200 ms",
    ),
  );
}

async function googleTimings() {
  console.log("\nGoogle data — emulator, paged fetch, server aggregation");
  const figures = [
    ...(await benchEmulatorGsc()),
    ...(await benchPagedFetch()),
    ...(await benchSlicedFetch()),
    ...(await benchAggregation()),
  ];
  for (const { label, value } of figures) console.log(`  ${label}: ${value}`);
}

async function viewTimings() {
  console.log("\nViews on the server — emulator over HTTP, analysis in process");
  for (const { label, value } of await benchTablePage()) console.log(`  ${label}: ${value}`);
  for (const { label, value } of await benchCannibalization()) console.log(`  ${label}: ${value}`);
  for (const line of await benchOpportunities()) console.log(`  ${line}`);
  for (const line of benchCoverage()) console.log(`  ${line}`);
  for (const line of benchAllInOneJoin()) console.log(`  ${line}`);
}

async function reportTimings() {
  console.log("\nReports — a 6-section PDF printed by Chromium (BENCH_ONLY=reports)");
  for (const line of await benchReportPdf()) console.log(`  ${line}`);
}

async function jobTimings() {
  console.log("\nBackground jobs — the queue in process");
  for (const { label, value } of await benchJobs()) console.log(`  ${label}: ${value}`);
}

async function authorTimings() {
  console.log("\nAuthors — the author crawl against the emulator's sites");
  for (const { label, value } of await benchAuthorsCrawl()) console.log(`  ${label}: ${value}`);
}

async function dashboardSection(origin: string) {
  console.log("\nSigned-in dashboard — Lighthouse with a session, median of 3 runs");
  console.log(
    "targets: mobile perf ≥ 90, desktop ≥ 98, LCP ≤ 2.0 s, TBT ≤ 200 ms, CLS ≤ 0.05 mobile, first-load JS ≤ 250 KB gzip",
  );
  const session = await benchDashboard(origin);
  for (const path of session.paths.filter(wantsPath)) {
    const label = path.split("?")[0]!;
    for (const strategy of STRATEGIES) {
      const figures = await signedInLighthouse(`${origin}${path}`, strategy, session.cookie);
      console.log(formatFigures(`${label} (${strategy})`, figures));
    }
  }
  console.log(`  ${formatHandler(session.handler)}`);
  for (const { path, url, bytes } of session.largestJson) {
    const label = path.split("?")[0]!;
    console.log(
      `  largest JSON answer on ${label}: ${(bytes / 1024).toFixed(1)} KB (${url || "none"}; target ≤ 250 KB)`,
    );
  }
}

async function main() {
  if (wants("tools")) toolTimings();
  if (wants("google")) await googleTimings();
  if (wants("views")) await viewTimings();
  if (wants("jobs")) await jobTimings();
  if (wants("authors")) await authorTimings();
  if (wants("reports")) await reportTimings();
  if (!wants("marketing") && !wants("tool-pages") && !wants("dashboard") && !wants("alerts"))
    return;
  await withProductionServer(3400, async (origin) => {
    if (wants("marketing")) await lighthouseSection("Marketing pages", origin, MARKETING_PAGES);
    if (wants("tool-pages")) await lighthouseSection("Free tool pages", origin, TOOL_PAGES);
    if (wants("dashboard")) await dashboardSection(origin);
    if (wants("alerts")) {
      console.log("\nAlerts — the check of one user's rules on the production server");
      for (const { label, value } of await benchAlerts(origin)) console.log(`  ${label}: ${value}`);
    }
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
