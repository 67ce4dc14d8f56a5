import { RE2JS } from "re2js";
import { describe, expect, it } from "vitest";
import { pagePatterns, searchClicksByPath, urlPath } from "./search-clicks";

describe("the landing pages' Search Console clicks", () => {
  it("read a URL's path, without its query or fragment", () => {
    expect(urlPath("https://www.example.com/blog/x?utm=1#top")).toBe("/blog/x");
    expect(urlPath("https://example.com")).toBe("/");
    expect(urlPath("not a url")).toBeNull();
  });

  it("add up every URL of a path, on any host and with any query", () => {
    const clicks = searchClicksByPath(
      [
        { url: "https://www.example.com/blog/x", clicks: 10 },
        { url: "https://m.example.com/blog/x", clicks: 3 },
        { url: "https://www.example.com/blog/x?page=2", clicks: 2 },
        { url: "https://www.example.com/blog/x/y", clicks: 99 },
        { url: "https://www.example.com/", clicks: 7 },
      ],
      ["/blog/x", "/", "/nowhere", "(not set)"],
    );
    expect(Object.fromEntries(clicks)).toEqual({ "/blog/x": 15, "/": 7, "/nowhere": 0 });
  });

  it("take the form with or without a trailing slash only when the path's own is missing", () => {
    const rows = [
      { url: "https://example.com/guides/", clicks: 40 },
      { url: "https://example.com/shop", clicks: 5 },
      { url: "https://example.com/shop/", clicks: 8 },
    ];
    const clicks = searchClicksByPath(rows, ["/guides", "/shop"]);
    expect(clicks.get("/guides")).toBe(40);
    expect(clicks.get("/shop")).toBe(5);
    // Both forms on the page: each keeps its own figure, none is counted twice.
    const both = searchClicksByPath(rows, ["/guides", "/guides/"]);
    expect(Object.fromEntries(both)).toEqual({ "/guides": 0, "/guides/": 40 });
  });

  it("ask Search Console for those paths' URLs alone, in RE2 patterns of bounded length", () => {
    const [pattern, ...rest] = pagePatterns(["/blog/a+b (1)", "/", "/shop/", "(not set)"]);
    expect(rest).toEqual([]);
    const re = RE2JS.compile(pattern!);
    for (const url of [
      "https://www.example.com/blog/a+b (1)",
      "https://example.com/",
      "https://example.com",
      "http://example.com/shop",
      "https://example.com/shop/?q=1",
    ])
      expect(re.test(url), url).toBe(true);
    for (const url of [
      "https://example.com/blog/aab (1)",
      "https://example.com/shop/socks",
      "https://example.com/other",
    ])
      expect(re.test(url), url).toBe(false);

    const many = Array.from({ length: 100 }, (_, i) => `/a-rather-long-section/page-${i}/`);
    const patterns = pagePatterns(many, 1_000);
    expect(patterns.length).toBeGreaterThan(1);
    for (const p of patterns) expect(p.length).toBeLessThanOrEqual(1_000);
    expect(patterns.join("").match(/page-\d+/g)).toHaveLength(100);
    expect(pagePatterns(["(not set)"])).toEqual([]);
  });
});
