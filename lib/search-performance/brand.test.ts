import { RE2JS } from "re2js";
import { describe, expect, it } from "vitest";
import { brandMatcher } from "@/lib/seo/search-metrics";
import { brandPattern, brandTermsFromProperty, parseBrandTerms, resolveBrandTerms } from "./brand";

describe("brandPattern", () => {
  it("is null without terms", () => {
    expect(brandPattern([])).toBeNull();
    expect(brandPattern([" ", "--"])).toBeNull();
  });

  it("matches in RE2 exactly what brandMatcher matches", () => {
    const terms = ["Green Leaf", "greenleaf", "gl garden"];
    const re2 = RE2JS.compile(brandPattern(terms)!);
    const matcher = brandMatcher(terms);
    const queries = [
      "greenleaf",
      "Greenleaf garden centre",
      "green leaf opening hours",
      "green-leaf",
      "greenleafs",
      "Green Leaf's roses",
      "evergreenleaf",
      "greenleafy salad",
      "leaf green",
      "gl garden tools",
      "glgarden",
      "how to prune roses",
      "café greenleaf",
      "greenleaf2",
    ];
    for (const query of queries) expect([query, re2.test(query)]).toEqual([query, matcher(query)]);
  });
});

describe("brandTermsFromProperty", () => {
  it("takes the site's name from domain and URL-prefix properties", () => {
    expect(brandTermsFromProperty("sc-domain:greenleaf.example")).toEqual(["greenleaf"]);
    expect(brandTermsFromProperty("https://www.harborlaw.example/")).toEqual(["harborlaw"]);
    expect(brandTermsFromProperty("https://blog.greenleaf.example/")).toEqual(["greenleaf"]);
    expect(brandTermsFromProperty("https://shop.brightsmile.co.uk/")).toEqual(["brightsmile"]);
  });

  it("gives nothing for a host without a name", () => {
    expect(brandTermsFromProperty("not a url")).toEqual([]);
    expect(brandTermsFromProperty("http://localhost/")).toEqual([]);
    expect(brandTermsFromProperty("http://10.0.0.1/")).toEqual([]);
  });
});

describe("parseBrandTerms", () => {
  it("splits on commas, trims, lower-cases and drops repeats", () => {
    expect(parseBrandTerms(" Greenleaf, green leaf ,,GREENLEAF ")).toEqual([
      "greenleaf",
      "green leaf",
    ]);
  });
});

describe("resolveBrandTerms", () => {
  it("prefers the view's terms, then the project's, then a guess", () => {
    expect(resolveBrandTerms(["a"], ["b"], "sc-domain:c.example")).toEqual({
      terms: ["b"],
      source: "url",
    });
    expect(resolveBrandTerms(["a"], undefined, "sc-domain:c.example")).toEqual({
      terms: ["a"],
      source: "project",
    });
    expect(resolveBrandTerms([], undefined, "sc-domain:c.example")).toEqual({
      terms: ["c"],
      source: "property",
    });
    expect(resolveBrandTerms(undefined, undefined, undefined)).toEqual({
      terms: [],
      source: "property",
    });
  });
});
