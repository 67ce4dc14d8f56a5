import { pagesSitemap, sitemapIndex } from "@/tests/fixtures/site/routes/sitemaps";
import { parseSitemap } from "./parse-sitemap";

const O = "https://www.example.com";

function parsed(body: string) {
  const result = parseSitemap(body);
  if (!result.ok) throw new Error(result.problem.message);
  return result.sitemap;
}

describe("parseSitemap", () => {
  it("reads a urlset with and without lastmod, entities decoded", () => {
    const sitemap = parsed(pagesSitemap(O).replace("/pricing/", "/a?b=1&amp;c=2"));
    expect(sitemap.kind).toBe("urlset");
    expect(sitemap.entries).toHaveLength(7);
    expect(sitemap.entries[0]).toEqual({ loc: `${O}/`, lastmod: "2024-05-01" });
    expect(sitemap.entries[2]).toEqual({ loc: `${O}/a?b=1&c=2`, lastmod: null });
  });

  it("reads a sitemap index, a single child too", () => {
    const index = parsed(sitemapIndex(O));
    expect(index.kind).toBe("index");
    expect(index.entries.map((e) => e.loc)).toEqual([
      `${O}/sitemaps/pages.xml`,
      `${O}/sitemaps/posts.xml.gz`,
      `${O}/sitemaps/missing.xml`,
      `${O}/sitemaps/nested-index.xml`,
      "pages-2.xml",
    ]);
    const single = parsed(
      `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>${O}/a.xml</loc></sitemap></sitemapindex>`,
    );
    expect(single.entries).toEqual([{ loc: `${O}/a.xml`, lastmod: null }]);
  });

  it("reads namespaced extensions, RSS, Atom and plain text sitemaps", () => {
    const images = parsed(
      `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1"><url><loc>${O}/</loc><image:image><image:loc>${O}/a.png</image:loc></image:image></url></urlset>`,
    );
    expect(images.entries).toEqual([{ loc: `${O}/`, lastmod: null }]);
    const rss = parsed(
      `<rss version="2.0"><channel><item><link>${O}/p/</link><pubDate>Mon, 20 Nov 2023 09:00:00 GMT</pubDate></item><item><link>${O}/q/</link><pubDate>soon</pubDate></item></channel></rss>`,
    );
    expect(rss).toEqual({
      kind: "rss",
      entries: [
        { loc: `${O}/p/`, lastmod: "2023-11-20T09:00:00.000Z" },
        { loc: `${O}/q/`, lastmod: "soon" },
      ],
    });
    const atom = parsed(
      `<feed xmlns="http://www.w3.org/2005/Atom"><entry><link rel="edit" href="${O}/edit"/><link href="${O}/post/"/><updated>2024-01-02T03:04:05Z</updated></entry></feed>`,
    );
    expect(atom.entries).toEqual([{ loc: `${O}/post/`, lastmod: "2024-01-02T03:04:05Z" }]);
    expect(parsed(`\uFEFF${O}/one/\r\n\r\n${O}/two/\n`)).toEqual({
      kind: "text",
      entries: [
        { loc: `${O}/one/`, lastmod: null },
        { loc: `${O}/two/`, lastmod: null },
      ],
    });
  });

  it("says why a file is not a sitemap", () => {
    expect(parseSitemap("<urlset><url><loc>x</loc></urlset>")).toMatchObject({
      ok: false,
      problem: { code: "not_xml", message: expect.stringMatching(/not well-formed XML.*line 1/) },
    });
    expect(parseSitemap("<!doctype html><html><head></head></html>")).toMatchObject({
      ok: false,
      problem: { code: expect.stringMatching(/not_xml|not_sitemap/) },
    });
    expect(parseSitemap('<?xml version="1.0"?><!-- x --><catalog><book/></catalog>')).toEqual({
      ok: false,
      problem: {
        code: "not_sitemap",
        message:
          "The XML is not a sitemap: its root element is <catalog>, not <urlset> or <sitemapindex>.",
      },
    });
    expect(parseSitemap("  ")).toMatchObject({ ok: false, problem: { code: "not_sitemap" } });
    expect(parseSitemap("hello world")).toMatchObject({ ok: false, problem: { code: "not_xml" } });
  });

  it("does not blow up entity expansion", () => {
    const bomb = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;"><!ENTITY d "&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;"><!ENTITY e "&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;">]><urlset><url><loc>&e;&e;&e;&e;&e;</loc></url></urlset>`;
    const result = parseSitemap(bomb);
    expect(result.ok && result.sitemap.entries[0]!.loc.length).toBeLessThan(1000);
  });
});
