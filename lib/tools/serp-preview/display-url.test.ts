import { describe, expect, it } from "vitest";
import { brandFromHost, displayUrl, formatDisplayUrl, parseLooseUrl } from "./display-url";

describe("parseLooseUrl", () => {
  it("accepts addresses without a scheme and refuses text that is not one", () => {
    expect(parseLooseUrl("rankwell.app/tools/")?.href).toBe("https://rankwell.app/tools/");
    expect(parseLooseUrl("http://example.com")?.protocol).toBe("http:");
    expect(parseLooseUrl("not a url")).toBeNull();
    expect(parseLooseUrl("")).toBeNull();
  });
});

describe("brandFromHost", () => {
  it("takes the registrable name, skipping www and second-level suffixes", () => {
    expect(brandFromHost("www.rankwell.app")).toBe("rankwell");
    expect(brandFromHost("blog.example.co.uk")).toBe("example");
    expect(brandFromHost("shop.acme.com")).toBe("acme");
  });
});

describe("displayUrl", () => {
  it("writes the path as breadcrumbs and drops the query", () => {
    const url = displayUrl(new URL("https://www.rankwell.app/tools/serp-preview/?url=x"));
    expect(url.siteName).toBe("rankwell.app");
    expect(formatDisplayUrl(url)).toBe("https://www.rankwell.app › tools › serp-preview");
  });

  it("keeps a given site name, decodes segments and shortens deep paths", () => {
    const url = displayUrl(
      new URL("https://example.com/a/b%C3%A9/c/d/the-last-one"),
      "Example Shop",
    );
    expect(url.siteName).toBe("Example Shop");
    expect(url.segments).toEqual(["a", "bé", "...", "the-last-one"]);
  });
});
