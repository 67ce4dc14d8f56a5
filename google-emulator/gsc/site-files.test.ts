import { parseSitemap } from "@/lib/sitemaps/parse-sitemap";
import { gscHarness, someone } from "@/tests/support/google-emulator/gsc-harness";
import { DATASETS } from "../world/catalog";
import { dayNumber } from "../world/search-dates";
import { buildSite } from "../world/search-site";
import { siteUrlsOf } from "./site-files";

const DOMAIN = "sc-domain:greenleaf.example";
const NOW = new Date("2026-03-01T10:00:00Z");

type Listed = {
  path: string;
  isSitemapsIndex: boolean;
  isPending: boolean;
  contents?: { type: string; submitted: string }[];
};

async function siteReader(name: string) {
  const h = await gscHarness(someone(name));
  const file = async (url: string, method = "GET") => {
    const { host, pathname } = new URL(url);
    const response = await h.call(method, `sites/${host}${pathname}`);
    return { response, text: await response.text() };
  };
  const list = async (query = "") =>
    ((await (await h.api("GET", `${h.site(DOMAIN)}/sitemaps${query}`)).json()).sitemap ??
      []) as Listed[];
  return { file, list };
}

const submitted = (s: Listed, type: string) =>
  Number(s.contents?.find((c) => c.type === type)?.submitted ?? 0);

describe("the sites' own files", () => {
  it("serves every sitemap the API lists, with as many URLs and images as it reports", async () => {
    const h = await siteReader("site-reader");
    const top = await h.list();
    expect(top.map((s) => s.path).sort()).toEqual([
      "https://blog.greenleaf.example/feed.xml",
      "https://blog.greenleaf.example/sitemap_index.xml",
      "https://www.greenleaf.example/sitemap-new-pages.xml",
      "https://www.greenleaf.example/sitemap_index.xml",
    ]);
    for (const sitemap of top) {
      const { response, text } = await h.file(sitemap.path);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toMatch(/^application\/xml/);
      const parsed = parseSitemap(text);
      if (!parsed.ok) throw new Error(parsed.problem.message);
      if (sitemap.isPending) continue;
      if (!sitemap.isSitemapsIndex) {
        expect(parsed.sitemap.entries).toHaveLength(submitted(sitemap, "web"));
        continue;
      }
      const children = await h.list(`?sitemapIndex=${encodeURIComponent(sitemap.path)}`);
      expect(parsed.sitemap.kind).toBe("index");
      expect(parsed.sitemap.entries.map((e) => e.loc)).toEqual(children.map((c) => c.path));
      let web = 0;
      for (const child of children) {
        const read = await h.file(child.path);
        const urls = parseSitemap(read.text);
        if (!urls.ok) throw new Error(urls.problem.message);
        expect(urls.sitemap.entries).toHaveLength(submitted(child, "web"));
        expect(read.text.match(/<image:image>/g)?.length ?? 0).toBe(submitted(child, "image"));
        expect(urls.sitemap.entries.every((e) => /^\d{4}-\d{2}-\d{2}$/.test(e.lastmod ?? ""))).toBe(
          true,
        );
        web += urls.sitemap.entries.length;
      }
      expect(submitted(sitemap, "web")).toBe(web);
    }
  });

  it("lists every sitemap-only URL in its sitemap, and only launched pages", async () => {
    const h = await siteReader("site-lister");
    const listedIn = new Map<string, string>();
    for (const host of DATASETS.greenleaf.hosts) {
      const index = parseSitemap((await h.file(`https://${host}/sitemap_index.xml`)).text);
      if (!index.ok) throw new Error(index.problem.message);
      for (const { loc } of index.sitemap.entries) {
        const child = parseSitemap((await h.file(loc)).text);
        if (!child.ok) throw new Error(child.problem.message);
        for (const entry of child.sitemap.entries) {
          expect(listedIn.has(entry.loc)).toBe(false);
          listedIn.set(entry.loc, loc);
        }
      }
    }
    for (const planted of siteUrlsOf(DOMAIN, NOW)) {
      expect(listedIn.get(planted.url)).toBe(planted.sitemap);
    }
    const today = dayNumber("2026-03-01")!;
    for (const page of buildSite(DATASETS.greenleaf).pages.filter((p) => p.launchDay > today)) {
      expect(listedIn.has(page.url)).toBe(false);
    }
  });

  it("serves robots.txt with the index and the disallowed section, and 404s what is not there", async () => {
    const h = await siteReader("robots-reader");
    const robots = await h.file("https://blog.greenleaf.example/robots.txt");
    expect(robots.response.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(robots.text).toContain("Sitemap: https://blog.greenleaf.example/sitemap_index.xml");
    expect(robots.text).toMatch(/^Disallow: \/print\/$/m);
    for (const url of [
      "https://www.example.com/robots.txt",
      "https://www.greenleaf.example/sitemap-missing.xml",
      "https://www.greenleaf.example/guides/no-such-guide/",
      "https://www.greenleaf.example/no-such-page/",
    ]) {
      expect((await h.file(url)).response.status).toBe(404);
    }
    // The home page and the sections are pages of the site (site-pages.ts), not files.
    for (const url of ["https://www.greenleaf.example/guides/", "https://www.greenleaf.example/"]) {
      const page = await h.file(url);
      expect(page.response.status).toBe(200);
      expect(page.response.headers.get("content-type")).toMatch(/^text\/html/);
    }
    const head = await h.file("https://www.greenleaf.example/sitemap_index.xml", "HEAD");
    expect(head).toMatchObject({ text: "", response: { status: 200 } });
    const post = await h.file("https://www.greenleaf.example/sitemap_index.xml", "POST");
    expect(post.response.status).toBe(405);
  });
});
