// The author crawl of 1,000 pages of the emulator's sites: robots.txt, the
// pace per host (the default rate), reading each page's authorship and storing it in batches on
// the embedded database. Pages are fetched over HTTP from the emulator on a loopback port.
import type { AddressInfo } from "node:net";
import { openPglite } from "@/lib/db/drivers";
import { upsertAuthUser } from "@/lib/db/auth-users";
import { runMigrations } from "@/lib/db/migrate";
import { projects } from "@/lib/db/schema";
import { crawlSite, DEFAULT_RATE } from "@/lib/authors/crawl";
import { claimCrawl, queueCrawl } from "@/lib/authors/store";
import { plantedAuthors } from "@/google-emulator/gsc/site-pages";
import { createGoogleEmulator } from "@/google-emulator/handler";
import { createEmulatorServer } from "@/google-emulator/node-adapter";
import { EMULATOR_SITES_PATH } from "@/google-emulator/paths";
import { EMBEDDED_GOOGLE_BASE_PATH } from "@/lib/google/base-urls";
import type { SafeFetchResult } from "@/lib/security/safe-fetch";

const PAGES = 1_000;
const NOW = new Date("2026-03-01T10:00:00Z");
// Two sites of two hosts each, crawled one after the other as one job works through a user's crawls.
const SITES = [
  {
    siteUrl: "sc-domain:greenleaf.example",
    hosts: ["www.greenleaf.example", "blog.greenleaf.example"],
  },
  {
    siteUrl: "sc-domain:canopy-wholesale.example",
    hosts: ["www.canopy-wholesale.example", "learn.canopy-wholesale.example"],
  },
];

export async function benchAuthorsCrawl(): Promise<{ label: string; value: string }[]> {
  const server = createEmulatorServer(createGoogleEmulator({ secret: "bench", now: () => NOW }));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}${EMBEDDED_GOOGLE_BASE_PATH}/${EMULATOR_SITES_PATH}`;
  const opened = await openPglite();
  try {
    await runMigrations(opened.migrationTarget);
    const { id: userId } = await upsertAuthUser(opened.db, { email: "authors-bench@example.com" });
    // Pages robots.txt lets the crawler read, 1,000 in all.
    let left = PAGES;
    const crawls = [];
    for (const site of SITES) {
      const urls = site.hosts
        .flatMap((host) =>
          [...plantedAuthors(host, NOW)].flatMap(([url, p]) => (p.disallowed ? [] : [url])),
        )
        .slice(0, left);
      left -= urls.length;
      const [project] = await opened.db
        .insert(projects)
        .values({ user_id: userId, name: site.siteUrl })
        .returning({ id: projects.id });
      await queueCrawl(opened.db, { userId, projectId: project!.id, siteUrl: site.siteUrl });
      crawls.push({ crawl: (await claimCrawl(opened.db, userId, null))!, urls });
    }
    const fetchPage = async (url: string): Promise<SafeFetchResult> => {
      const { host, pathname, search } = new URL(url);
      const started = performance.now();
      const response = await fetch(`${base}/${host}${pathname}${search}`, { redirect: "manual" });
      const body = await response.text();
      return {
        requestedUrl: url,
        url,
        redirects: [],
        status: response.status,
        headers: {},
        contentType: response.headers.get("content-type"),
        body,
        bytes: body.length,
        truncated: false,
        timingMs: performance.now() - started,
      };
    };
    const started = performance.now();
    const totals = { total: 0, pagesCrawled: 0, pagesWithAuthor: 0, blockedByRobots: 0, failed: 0 };
    for (const { crawl, urls } of crawls) {
      const summary = await crawlSite(crawl, {
        db: opened.db,
        signal: new AbortController().signal,
        progress: async () => {},
        fetchPage,
        urlsOf: async () => urls,
      });
      for (const key of Object.keys(totals) as (keyof typeof totals)[]) totals[key] += summary[key];
    }
    const seconds = (performance.now() - started) / 1000;
    const summary = totals;
    return [
      {
        label: `author crawl of ${summary.total.toLocaleString("en")} emulated pages of 2 sites, ${DEFAULT_RATE.concurrency} at once and ${DEFAULT_RATE.perSecond}/s per host (target well under 60 s)`,
        value: `${seconds.toFixed(1)} s — ${summary.pagesCrawled} read, ${summary.pagesWithAuthor} with an author, ${summary.blockedByRobots} blocked by robots.txt, ${summary.failed} failed`,
      },
    ];
  } finally {
    await opened.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
