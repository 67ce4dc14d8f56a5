import * as cheerio from "cheerio";
import { gscHarness, someone } from "@/tests/support/google-emulator/gsc-harness";
import { DATASETS, LARGE_DATASET } from "../world/catalog";
import { authorOf } from "../world/ga4-authors";
import { landingPage, searchPages } from "../world/ga4-search-pages";
import { pacificClock } from "../world/search-dates";
import { buildSite } from "../world/search-site";
import { siteUrlsOf, type SiteUrlState } from "./site-files";
import {
  AUTHOR_MARKUPS,
  plantedAuthors,
  ROBOTS_DISALLOWED,
  type PlantedAuthor,
} from "./site-pages";

const DOMAIN = "sc-domain:greenleaf.example";
const WWW = "https://www.greenleaf.example";
const NOW = new Date("2026-03-01T10:00:00Z");
const { today } = pacificClock(NOW);

async function siteVisitor(name: string) {
  const h = await gscHarness(someone(name));
  const get = async (url: string, method = "GET") => {
    const { host, pathname, search } = new URL(url);
    const response = await h.call(method, `sites/${host}${pathname}${search}`);
    const text = await response.text();
    return { response, text, $: cheerio.load(text) };
  };
  const inspect = async (inspectionUrl: string) => {
    const body = { inspectionUrl, siteUrl: DOMAIN };
    const response = await h.api("POST", "v1/urlInspection/index:inspect", body);
    return (await response.json()).inspectionResult.indexStatusResult as Record<string, string>;
  };
  return { get, inspect };
}

type Page = Awaited<ReturnType<Awaited<ReturnType<typeof siteVisitor>>["get"]>>;

const canonicalOf = ({ $ }: Page) => $('link[rel="canonical"]').attr("href");
const squash = (text: string) => text.replace(/\s+/g, " ").replace(/^By /, "").trim();

/** Every author name the page states, per markup it uses. */
function statedAuthors({ $ }: Page): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  const add = (kind: string, name: string | undefined) => {
    if (name !== undefined) (found[kind] ??= []).push(name);
  };
  $('script[type="application/ld+json"]').each((_, el) => {
    const data = JSON.parse($(el).text());
    const nodes: Record<string, unknown>[] = data["@graph"] ?? [data];
    const byId = new Map(nodes.map((n) => [n["@id"], n]));
    for (const node of nodes) {
      const author = node.author as { "@id"?: string; name?: string } | undefined;
      if (!author) continue;
      const person = (author.name ? author : byId.get(author["@id"])) as { name?: string };
      add(data["@graph"] ? "json-ld-graph" : "json-ld", person?.name);
    }
  });
  add("meta-author", $('meta[name="author"]').attr("content"));
  add("article-author", $('meta[property="article:author"]').attr("content"));
  $('a[rel="author"]').each((_, el) => add("rel-author", $(el).text()));
  $("p.byline").each((_, el) => {
    const span = $(el).find(".author");
    add(
      "byline",
      span.length > 0 ? span.text() : $(el).text().split(" · ")[0]!.replace(/^By /, ""),
    );
  });
  return found;
}

describe("the sites' pages", () => {
  it("answers every kind of page with GA4's title, its canonical, an h1, text, links and dates", async () => {
    const h = await siteVisitor("page-reader");
    const site = buildSite(DATASETS.greenleaf);
    const kinds = new Set(site.pages.map((p) => p.kind));
    expect([...kinds].sort()).toEqual([
      "guide",
      "home",
      "hub",
      "local",
      "post",
      "product",
      "service",
    ]);
    for (const kind of kinds) {
      const page = site.pages.find((p) => p.kind === kind && p.launchDay < today - 400)!;
      const read = await h.get(page.url);
      expect(read.response.status).toBe(200);
      expect(read.response.headers.get("content-type")).toBe("text/html; charset=utf-8");
      expect(read.text.startsWith("<!doctype html>")).toBe(true);
      const title = landingPage(DATASETS.greenleaf, page.url, page.kind, page.launchDay).title;
      expect(read.$("title").text()).toBe(title);
      expect(canonicalOf(read)).toBe(page.url);
      expect(read.$('meta[name="description"]').attr("content")?.length).toBeGreaterThan(20);
      expect(read.$('meta[name="robots"]').length).toBe(0);
      expect(read.$("h1").text().length).toBeGreaterThan(0);
      expect(read.$("main p").length).toBeGreaterThanOrEqual(3);
      expect(read.$("nav a").length).toBeGreaterThanOrEqual(3);
      expect(read.$("time[datetime]").length).toBeGreaterThanOrEqual(2);
      for (const href of read
        .$("nav a")
        .map((_, a) => read.$(a).attr("href"))
        .get()) {
        expect((await h.get(new URL(href, page.url).href)).response.status).toBe(200);
      }
    }
  });

  it("answers each sitemap-only URL as URL Inspection reports it", async () => {
    const h = await siteVisitor("group-visitor");
    const seen = new Set<SiteUrlState>();
    for (const planted of siteUrlsOf(DOMAIN, NOW)) {
      if (seen.has(planted.group)) continue;
      seen.add(planted.group);
      const read = await h.get(planted.url);
      const status = await h.inspect(planted.url);
      const { response } = read;
      switch (planted.group) {
        case "not_found":
          expect(response.status).toBe(404);
          expect(status.pageFetchState).toBe("NOT_FOUND");
          break;
        case "soft_404":
          expect(response.status).toBe(200);
          expect(read.$("title").text()).toMatch(/^Page not found/);
          expect(read.$("main p").length).toBeLessThan(2);
          break;
        case "server_error":
          expect(response.status).toBe(500);
          break;
        case "redirect_error":
          expect(response.status).toBe(301);
          expect(response.headers.get("location")).toBe(planted.url);
          break;
        case "page_with_redirect":
          expect(response.status).toBe(301);
          expect(response.headers.get("location")).toBe(planted.target);
          expect(status.googleCanonical).toBe(planted.target);
          break;
        case "noindex":
          expect(response.status).toBe(200);
          expect(read.$('meta[name="robots"]').attr("content")).toBe("noindex");
          expect(status.indexingState).toBe("BLOCKED_BY_META_TAG");
          break;
        case "blocked_by_robots":
          expect(response.status).toBe(200);
          expect(new URL(planted.url).pathname.startsWith(ROBOTS_DISALLOWED[0]!)).toBe(true);
          expect(canonicalOf(read)).toBe(planted.url.replace("/print/", "/"));
          break;
        default:
          expect(response.status).toBe(200);
          expect(read.$('meta[name="robots"]').length).toBe(0);
      }
      // What Google read of a page it crawled; a page it has not crawled declares itself.
      if (response.status === 200 && status.lastCrawlTime) {
        expect(canonicalOf(read)).toBe(status.userCanonical);
      }
    }
    expect(seen.size).toBeGreaterThanOrEqual(12);
  });

  it("redirects a page asked without its slash, and 404s what the site does not have", async () => {
    const h = await siteVisitor("stray-visitor");
    const guides = await h.get(`${WWW}/guides`);
    expect(guides.response.status).toBe(301);
    expect(guides.response.headers.get("location")).toBe(`${WWW}/guides/`);
    for (const url of [
      `${WWW}/guides/no-such-guide/`,
      `${WWW}/authors/nobody/`,
      `${WWW}/print/nothing/`,
    ]) {
      const missing = await h.get(url);
      expect(missing.response.status).toBe(404);
      expect(missing.$("title").text()).toMatch(/^Page not found/);
    }
    const future = buildSite(DATASETS.greenleaf).pages.find((p) => p.launchDay > today)!;
    expect((await h.get(future.url)).response.status).toBe(404);
    const tracked = await h.get(`${WWW}/guides/?utm_source=newsletter`);
    expect(tracked.response.status).toBe(200);
    expect(canonicalOf(tracked)).toBe(`${WWW}/guides/`);
    expect((await h.get(`${WWW}/guides/`, "HEAD")).text).toBe("");
  });

  it(
    "names each article's author as GA4 does, in every markup, some conflicting, some with none",
    { timeout: 60_000 },
    async () => {
      const h = await siteVisitor("author-reader");
      const hosts = [...Object.values(DATASETS), LARGE_DATASET].flatMap((d) => d.hosts);
      for (const host of hosts) {
        const planted = [...plantedAuthors(host, NOW).values()].filter((p) => p.author !== null);
        if (planted.length === 0) continue;
        expect(new Set(planted.map((p) => p.markup))).toEqual(new Set(AUTHOR_MARKUPS));
      }
      const www = plantedAuthors("www.greenleaf.example", NOW);
      const articles = [...www.values()].filter((p) => p.author !== null && !p.disallowed);
      const none = articles.filter((p) => p.markup === "none").length / articles.length;
      expect(none).toBeGreaterThan(0.07);
      expect(none).toBeLessThan(0.13);
      // Every article and author page, and one in four of the other pages and printer copies.
      const sample = [...www].filter(
        ([url, p], i) =>
          (p.author !== null && !p.disallowed) || url.includes("/authors/") || i % 4 === 0,
      );
      for (const [url, planted] of sample) {
        const read = await h.get(url);
        expect(read.response.status).toBe(200);
        const stated = statedAuthors(read);
        const { pathname } = new URL(url);
        if (pathname.startsWith("/authors/")) {
          expect(stated).toEqual({});
          expect(read.text).toContain('"@type":"Person"');
          continue;
        }
        expect(planted.disallowed).toBe(pathname.startsWith("/print/"));
        if (planted.author === null || planted.markup === "none") {
          expect(stated).toEqual({});
        } else if (planted.markup === "conflict") {
          expect(stated["json-ld"]).toEqual([planted.author]);
          expect(stated.byline).toHaveLength(1);
          expect(stated.byline![0]).not.toBe(planted.author);
          expect(squash(stated.byline![0]!)).toBe(planted.author);
        } else {
          expect(Object.keys(stated)).toEqual([planted.markup]);
          expect(stated[planted.markup], url).toEqual([planted.author]);
        }
      }
    },
  );

  it("plants GA4's author on every landing page, and only article pages have one", () => {
    const dataset = DATASETS.greenleaf;
    const planted = new Map<string, PlantedAuthor>(
      dataset.hosts.flatMap((host) => [...plantedAuthors(host, NOW)]),
    );
    let checked = 0;
    for (const page of searchPages(dataset, today).pages) {
      const found = planted.get(`https://${page.host}${page.path}`);
      if (!found) continue;
      expect(found.author).toBe(page.author);
      expect(found.author).toBe(authorOf(dataset.topic, page.kind, page.path));
      checked += 1;
    }
    expect(checked).toBeGreaterThan(350);
  });

  it("serves robots.txt disallowing printer copies, which are real pages the sitemaps list a few of", async () => {
    const h = await siteVisitor("robots-visitor");
    const robots = await h.get(`${WWW}/robots.txt`);
    expect(ROBOTS_DISALLOWED).toEqual(["/print/"]);
    expect(robots.text).toMatch(/^Disallow: \/print\/$/m);
    const copy = await h.get(`${WWW}/print/guides/`);
    expect(copy.response.status).toBe(200);
    expect(canonicalOf(copy)).toBe(`${WWW}/guides/`);
    const listed = siteUrlsOf(DOMAIN, NOW).filter((u) =>
      new URL(u.url).pathname.startsWith("/print/"),
    );
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.every((u) => u.group === "blocked_by_robots")).toBe(true);
  });

  it("renders a hundred of the site's pages in turn", async () => {
    const h = await gscHarness(someone("speed-reader"));
    const urls = [...plantedAuthors("blog.greenleaf.example", NOW).keys()].slice(0, 100);
    expect(urls).toHaveLength(100);
    for (const url of urls) {
      const { host, pathname } = new URL(url);
      const response = await h.call("GET", `sites/${host}${pathname}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain("<html");
    }
  });
});
