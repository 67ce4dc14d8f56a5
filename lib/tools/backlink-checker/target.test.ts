import { describe, expect, it } from "vitest";
import { linksToTarget, parseTarget } from "./target";

describe("parseTarget", () => {
  it("keeps the bare host for a site and the URL for a page", () => {
    expect(parseTarget("www.Example.com")).toEqual({ host: "example.com", exactUrl: null });
    expect(parseTarget("https://example.com/")).toEqual({ host: "example.com", exactUrl: null });
    expect(parseTarget("example.com/pricing/")).toEqual({
      host: "example.com",
      exactUrl: "https://example.com/pricing/",
    });
  });

  it("refuses what is not an http(s) URL", () => {
    expect(() => parseTarget("not a url")).toThrow(/not a valid URL/);
    expect(() => parseTarget("ftp://example.com")).toThrow();
  });
});

describe("linksToTarget", () => {
  const site = parseTarget("example.com");
  it.each([
    ["https://example.com/", true],
    ["http://www.example.com/x", true],
    ["https://blog.example.com/post/", true],
    ["https://EXAMPLE.com./", true],
    ["https://example.com.evil.test/", false],
    ["https://notexample.com/", false],
    ["ftp://example.com/", false],
  ])("%s → %s", (href, expected) => {
    expect(linksToTarget(new URL(href), site)).toBe(expected);
  });

  it("ignores scheme, www and a trailing slash for an exact URL, but not the path or query", () => {
    const page = parseTarget("https://example.com/pricing");
    expect(linksToTarget(new URL("http://www.example.com/pricing/"), page)).toBe(true);
    expect(linksToTarget(new URL("https://example.com/pricing/?plan=pro"), page)).toBe(false);
    expect(linksToTarget(new URL("https://blog.example.com/pricing"), page)).toBe(false);
  });
});
