import { describe, expect, it } from "vitest";
import { analyzePage, failedPage, type FetchedPage } from "./analyze";
import { parseTarget } from "./target";

const site = parseTarget("example.com");

function page(
  body: string,
  { head = "", ...extra }: Partial<FetchedPage> & { head?: string } = {},
): FetchedPage {
  return {
    page: "https://blog.test/post/",
    finalUrl: "https://blog.test/post/",
    httpStatus: 200,
    headers: {},
    html: `<!doctype html><html><head>${head}</head><body>${body}</body></html>`,
    robotsAllowed: true,
    ...extra,
  };
}

describe("analyzePage", () => {
  it("finds a plain link with its anchor text", () => {
    const result = analyzePage(
      page(`<p>Try <a href="https://www.example.com/pricing/">Example\n  pricing</a>.</p>`),
      site,
    );
    expect(result.verdict).toBe("followed");
    expect(result.link).toEqual({
      href: "https://www.example.com/pricing/",
      anchor: "Example pricing",
      kind: "text",
      rel: [],
    });
    expect(result.indexable).toBe(true);
    expect(result.indexIssues).toEqual([]);
  });

  it.each([
    ["nofollow", ["nofollow"]],
    ["sponsored noopener", ["sponsored"]],
    ["UGC nofollow", ["nofollow", "ugc"]],
  ])("reads rel=%j as a qualified link", (rel, tokens) => {
    const result = analyzePage(page(`<a rel="${rel}" href="https://example.com/">x</a>`), site);
    expect(result.verdict).toBe("qualified");
    expect(result.link?.rel).toEqual(tokens);
  });

  it("prefers a followed link over an earlier nofollow one and counts both", () => {
    const result = analyzePage(
      page(
        `<a rel="nofollow" href="https://example.com/a/">a</a><a href="https://example.com/b/">b</a>`,
      ),
      site,
    );
    expect(result.verdict).toBe("followed");
    expect(result.link?.anchor).toBe("b");
    expect(result.linkCount).toBe(2);
  });

  it("uses the image alt text for image links", () => {
    const result = analyzePage(
      page(`<a href="https://example.com/"><img src="/l.png" alt="Example logo"></a>`),
      site,
    );
    expect(result.link).toMatchObject({ anchor: "Example logo", kind: "image" });
  });

  it("resolves relative links against <base href>", () => {
    const result = analyzePage(
      page(`<a href="pricing/">rel</a>`, { head: `<base href="https://example.com/">` }),
      site,
    );
    expect(result.link?.href).toBe("https://example.com/pricing/");
  });

  it("ignores look-alike hosts, other schemes and broken hrefs", () => {
    const body = `<a href="https://example.com.evil.test/">1</a><a href="https://notexample.com/">2</a><a href="mailto:a@example.com">3</a><a href="http://[bad">4</a>`;
    const result = analyzePage(page(body), site);
    expect(result.verdict).toBe("not-linked");
    expect(result.link).toBeNull();
    expect(result.linkCount).toBe(0);
  });

  it("reports every reason the linking page may not be indexed", () => {
    const head = `<meta name="robots" content="noindex"><link rel="canonical" href="https://blog.test/other/">`;
    const result = analyzePage(
      page(`<a href="https://example.com/">x</a>`, {
        head,
        headers: { "x-robots-tag": "googlebot: noindex" },
        robotsAllowed: false,
      }),
      site,
    );
    expect(result.indexable).toBe(false);
    expect(result.indexIssues).toEqual([
      "noindex in the robots meta tag",
      "noindex in the X-Robots-Tag header",
      "canonical points to https://blog.test/other/",
      "robots.txt blocks Googlebot from this page",
    ]);
  });

  it("treats a page-wide nofollow as nofollow on every link", () => {
    const result = analyzePage(
      page(`<a href="https://example.com/">x</a>`, {
        head: `<meta name="googlebot" content="nofollow">`,
      }),
      site,
    );
    expect(result.verdict).toBe("qualified");
    expect(result.link?.rel).toEqual(["nofollow"]);
    expect(result.indexable).toBe(true);
  });

  it("matches only the exact URL when the site was given with a path", () => {
    const exact = parseTarget("https://example.com/pricing");
    const body = `<a href="https://example.com/">home</a><a href="http://www.example.com/pricing/#plans">pricing</a>`;
    expect(analyzePage(page(body), exact)).toMatchObject({
      linkCount: 1,
      link: { anchor: "pricing" },
    });
  });
});

describe("failedPage", () => {
  it("builds an error row", () => {
    expect(
      failedPage("https://a.test/", "The page answered HTTP 404.", { httpStatus: 404 }),
    ).toMatchObject({
      verdict: "error",
      httpStatus: 404,
      indexable: null,
      error: "The page answered HTTP 404.",
    });
  });
});
