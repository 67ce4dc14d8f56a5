import { startFixtureSite, type FixtureSite } from "@/tests/support/fixture-site";
import { safeFetch, SafeFetchError } from "@/lib/security/safe-fetch";
import { checkSitemap } from "./fetch-sitemap";

let site: FixtureSite;
beforeAll(async () => {
  site = await startFixtureSite();
});
afterAll(() => site.close());

const NOW = new Date("2024-06-01T12:00:00Z");
const check = (path: string, propertyUri = `${site.origin}/`) =>
  checkSitemap(`${site.origin}/sitemaps/${path}`, {
    propertyUri,
    now: NOW,
    fetch: (url, options) => safeFetch(url, { ...options, allowHosts: [`127.0.0.1:${site.port}`] }),
  });

describe("checkSitemap against the fixture site", () => {
  it("reads an index and its children: a gzip child, invalid entries, a 404, a nested index", async () => {
    const report = await check("sitemap_index.xml");
    expect(report).toMatchObject({ kind: "index", status: 200, problem: null, compressed: false });
    expect(report.stats).toMatchObject({ count: 5, invalid: { bad_url: 1 } });
    expect(report.children?.listed).toBe(5);
    const [pages, posts, missing, nested] = report.children!.checked;
    expect(report.children!.checked).toHaveLength(4);
    expect(pages).toMatchObject({
      kind: "urlset",
      problem: null,
      stats: {
        count: 7,
        invalid: { bad_url: 1, outside_property: 1, invalid_lastmod: 1, duplicate: 1 },
      },
    });
    expect(posts).toMatchObject({ kind: "urlset", compressed: true, stats: { count: 3 } });
    expect(posts!.bytes).toBeGreaterThan(300);
    expect(missing).toMatchObject({
      status: 404,
      problem: {
        code: "http_status",
        message: `127.0.0.1:${site.port} answered HTTP 404 instead of the sitemap.`,
      },
    });
    expect(nested).toMatchObject({ kind: "index", stats: null, problem: { code: "nested_index" } });
    expect(report.totals).toMatchObject({
      count: 10,
      lastmod: {
        withLastmod: 8,
        oldest: "2023-11-20T00:00:00.000Z",
        newest: "2024-05-30T08:00:00.000Z",
      },
    });
    expect(report.checkedAt).toBe(NOW.toISOString());
  });

  it("flags URLs outside a property the site is not part of", async () => {
    const report = await check("pages.xml", "sc-domain:example.com");
    expect(report.stats?.invalid.outside_property).toBe(6);
    expect(report.children).toBeNull();
  });

  it("names a raw gzip file, broken XML, an HTML page and a feed", async () => {
    expect((await check("raw.xml.gz")).problem?.code).toBe("compressed");
    expect((await check("broken.xml")).problem?.code).toBe("not_xml");
    expect((await check("page.html")).problem?.code).toMatch(/not_xml|not_sitemap/);
    const feed = await check("feed.xml");
    expect(feed).toMatchObject({
      kind: "rss",
      stats: { count: 2, invalid: { invalid_lastmod: 1 } },
    });
  });

  it("reports an unreachable host as the sitemap's problem", async () => {
    const report = await checkSitemap("https://www.greenleaf.example/sitemap_index.xml", {
      propertyUri: "sc-domain:greenleaf.example",
      fetch: () =>
        Promise.reject(
          new SafeFetchError("dns_failure", "The domain www.greenleaf.example could not be found."),
        ),
    });
    expect(report.problem).toEqual({
      code: "unreachable",
      message:
        "Could not reach www.greenleaf.example: the domain name does not resolve to any server.",
    });
    expect(report.stats).toBeNull();
  });

  it("refuses a private address instead of reporting it", async () => {
    await expect(
      checkSitemap(`${site.origin}/sitemaps/pages.xml`, { propertyUri: `${site.origin}/` }),
    ).rejects.toMatchObject({ code: "forbidden_address" });
  });
});
