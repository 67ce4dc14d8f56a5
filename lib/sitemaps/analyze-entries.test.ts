import { pagesSitemap } from "@/tests/fixtures/site/routes/sitemaps";
import { analyzeEntries } from "./analyze-entries";
import { checkLastmod } from "./lastmod";
import { parseSitemap } from "./parse-sitemap";
import { isInProperty } from "./property-scope";

const NOW = Date.parse("2024-06-01T12:00:00Z");
const O = "https://www.example.com";

describe("checkLastmod", () => {
  it.each([
    ["2024", "2024-01-01T00:00:00.000Z"],
    ["2024-05", "2024-05-01T00:00:00.000Z"],
    ["2024-02-29", "2024-02-29T00:00:00.000Z"],
    ["2024-05-31T23:59Z", "2024-05-31T23:59:00.000Z"],
    ["2024-05-31T09:30:15.5+02:00", "2024-05-31T07:30:15.500Z"],
    [" 2024-06-02 ", "2024-06-02T00:00:00.000Z"],
  ])("reads %j", (value, instant) => {
    const checked = checkLastmod(value, NOW);
    expect(checked.ok && new Date(checked.time).toISOString()).toBe(instant);
  });

  it.each([
    ["31/05/2024", "format"],
    ["2024-05-31 09:30", "format"],
    ["2024-05-31T09:30", "format"],
    ["2024-13-01", "impossible"],
    ["2023-02-29", "impossible"],
    ["2024-04-31", "impossible"],
    ["2024-05-31T24:00Z", "impossible"],
    ["2024-06-03", "future"],
  ])("refuses %j (%s)", (value, reason) => {
    expect(checkLastmod(value, NOW)).toEqual({ ok: false, reason });
  });
});

describe("isInProperty", () => {
  const is = (property: string, url: string) => isInProperty(property, new URL(url));
  it("holds a domain property to the domain and its subdomains on either scheme", () => {
    expect(is("sc-domain:example.com", "http://example.com/")).toBe(true);
    expect(is("sc-domain:example.com", "https://blog.EXAMPLE.com/a")).toBe(true);
    expect(is("sc-domain:example.com", "https://notexample.com/")).toBe(false);
    expect(is("sc-domain:example.com", "https://example.com.evil.test/")).toBe(false);
  });
  it("holds a URL-prefix property to its prefix", () => {
    expect(is("https://www.example.com/", "https://WWW.example.com/a")).toBe(true);
    expect(is("https://www.example.com/", "http://www.example.com/a")).toBe(false);
    expect(is("https://www.example.com/shop/", "https://www.example.com/blog/")).toBe(false);
    expect(is("not a url", "https://www.example.com/")).toBe(false);
  });
});

describe("analyzeEntries", () => {
  it("counts the fixture's invalid entries and its last-modified spread", () => {
    const result = parseSitemap(pagesSitemap(O));
    if (!result.ok) throw new Error("fixture must parse");
    const stats = analyzeEntries(result.sitemap.entries, {
      propertyUri: "sc-domain:example.com",
      now: NOW,
    });
    expect(stats.count).toBe(7);
    expect(stats.invalid).toEqual({
      bad_url: 1,
      outside_property: 1,
      invalid_lastmod: 1,
      duplicate: 1,
    });
    // Valid dates: 2024-05-01, 2024-01-15T10:00Z (twice), 2024-03-01, 2024-04-01.
    expect(stats.lastmod).toEqual({
      withLastmod: 5,
      share: 5 / 7,
      oldest: "2024-01-15T10:00:00.000Z",
      median: "2024-03-01T00:00:00.000Z",
      newest: "2024-05-01T00:00:00.000Z",
    });
    expect(stats.samples).toEqual([
      {
        loc: "https://elsewhere.example/partner/",
        reason: "outside_property",
        detail: "The URL is outside the property sc-domain:example.com.",
      },
      { loc: "/contact/", reason: "bad_url", detail: "The URL is not an absolute URL." },
      {
        loc: `${O}/blog/`,
        reason: "invalid_lastmod",
        detail: "The lastmod “2024-13-45” is not a real date.",
      },
      { loc: `${O}/about/`, reason: "duplicate", detail: "The URL is listed more than once." },
    ]);
  });

  it("takes the middle of an even count and names other bad URLs", () => {
    const stats = analyzeEntries(
      [
        { loc: `${O}/a`, lastmod: "2024-01-01" },
        { loc: `${O}/b`, lastmod: "2024-01-03" },
        { loc: `${O}/c d`, lastmod: null },
        { loc: "ftp://www.example.com/file", lastmod: null },
        { loc: "", lastmod: null },
        { loc: `${O}/${"x".repeat(2050)}`, lastmod: null },
      ],
      { propertyUri: `${O}/`, now: NOW },
    );
    expect(stats.lastmod.median).toBe("2024-01-02T00:00:00.000Z");
    expect(stats.lastmod.share).toBeCloseTo(2 / 6);
    expect(stats.invalid.bad_url).toBe(4);
    expect(stats.samples.map((s) => s.detail)).toEqual([
      "The URL contains spaces (they must be escaped as %20).",
      "The URL uses ftp: instead of http or https.",
      "The URL has an empty <loc>.",
      "The URL is longer than 2048 characters.",
    ]);
  });

  it("keeps at most 20 samples and has no spread without dates", () => {
    const entries = Array.from({ length: 30 }, (_, i) => ({ loc: `x${i}`, lastmod: null }));
    const stats = analyzeEntries(entries, { propertyUri: `${O}/`, now: NOW });
    expect(stats.invalid.bad_url).toBe(30);
    expect(stats.samples).toHaveLength(20);
    expect(stats.lastmod).toEqual({
      withLastmod: 0,
      share: 0,
      oldest: null,
      median: null,
      newest: null,
    });
    expect(analyzeEntries([], { propertyUri: `${O}/`, now: NOW }).lastmod.share).toBe(0);
  });
});
