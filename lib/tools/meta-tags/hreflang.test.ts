import { describe, expect, it } from "vitest";
import { checkHreflang } from "./hreflang";
import { PAGE_URL, ids, page } from "./test-pages";

const alt = (lang: string, href: string) =>
  `<link rel="alternate" hreflang="${lang}" href="${href}">`;

describe("checkHreflang", () => {
  it("passes a complete set with a self-reference and x-default", () => {
    const result = checkHreflang(
      page(
        alt("en", PAGE_URL) +
          alt("de-DE", "https://www.example.com/de/crawl-budget/") +
          alt("x-default", PAGE_URL),
      ),
      PAGE_URL,
    );
    expect(result.data).toMatchObject({ hasSelf: true, hasXDefault: true });
    expect(result.data.entries).toHaveLength(3);
    expect(ids(result.findings)).toEqual(["pass:hreflang-valid"]);
  });

  it("only informs when the page has no hreflang", () => {
    expect(ids(checkHreflang(page(""), null).findings)).toEqual(["info:hreflang-none"]);
  });

  it("finds invalid codes, relative URLs, clashes and a missing self-reference", () => {
    const result = checkHreflang(
      page(
        alt("en-UK", "https://www.example.com/uk/") +
          alt("fr", "/fr/") +
          alt("de", "https://www.example.com/de/") +
          alt("de", "https://www.example.com/de-2/"),
      ),
      null,
    );
    expect(ids(result.findings)).toEqual([
      "error:hreflang-invalid-code",
      "error:hreflang-relative",
      "error:hreflang-duplicate",
      "warning:hreflang-no-self",
      "info:hreflang-no-x-default",
    ]);
    expect(result.findings[0]?.message).toContain("GB");
  });

  it("reads hreflang from the Link header and warns on a non-canonical page", () => {
    const result = checkHreflang(
      page("", "", { headers: { link: `<${PAGE_URL}>; rel="alternate"; hreflang="en"` } }),
      "https://www.example.com/other/",
    );
    expect(result.data.entries[0]).toMatchObject({ lang: "en", source: "header", self: true });
    expect(ids(result.findings)).toContain("warning:hreflang-not-canonical");
  });
});
