import { parseRulePattern, resolveAuthor, type AuthorRule } from "./rules";

const matches = (pattern: string, path: string) => {
  const parsed = parseRulePattern(pattern);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.test(path);
};

describe("parseRulePattern", () => {
  it.each([
    ["/blog/*", "/blog/post", true],
    ["/blog/*", "/blog/post/", true],
    ["/blog/*", "/blog/2024/post", false],
    ["/blog/*", "/blog", false],
    ["/blog/*", "/blogroll/x", false],
    ["/news/**", "/news", true],
    ["/news/**", "/news/", true],
    ["/news/**", "/news/2024/01/story", true],
    ["/news/**", "/newsletter", false],
    ["/a/**/amp", "/a/amp", true],
    ["/a/**/amp", "/a/x/y/amp", true],
    ["/**", "/", true],
    ["/**", "/anything/at/all", true],
    ["/", "/", true],
    ["/", "/a", false],
    ["/guides/2024-*", "/guides/2024-seo", true],
    ["/Blog/*", "/blog/post", false],
    ["/café/*", "/caf%C3%A9/x", true],
    ["/caf%C3%A9/*", "/café/x", true],
    ["/a.b/(x)", "/a.b/(x)", true],
    ["/a.b/*", "/axb/c", false],
  ])("%s against %s → %s", (pattern, path, expected) => {
    expect(matches(pattern, path)).toBe(expected);
  });

  it("matches against the path of a full page URL", () => {
    expect(
      resolveAuthor("https://example.com/blog/x/?q=1#top", { rules: [rule("/blog/*", "Jane", 0)] }),
    ).toEqual({ author: "Jane", source: "rule" });
  });

  it.each([
    ["", /Enter a path pattern/],
    ["   ", /Enter a path pattern/],
    ["https://example.com/blog/*", /not a full URL/],
    ["blog/*", /starts with “\/”/],
    ["/blog posts/*", /no spaces/],
    ["/blog/*?page=2", /leave out the \? and #/],
    ["/blog/[a-z]*", /not supported/],
    ["/blog/{a,b}", /not supported/],
    ["/news**", /stands alone/],
    ["/news/***", /stands alone/],
    [`/${"a".repeat(600)}`, /at most 500/],
  ])("refuses %j with a clear message", (pattern, message) => {
    const parsed = parseRulePattern(pattern);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toMatch(message);
  });
});

const rule = (pattern: string, author: string, position: number): AuthorRule => ({
  pattern,
  author,
  position,
});

describe("resolveAuthor", () => {
  const page = "https://example.com/blog/post";
  const rules = [
    rule("/blog/**", "Blog Team", 2),
    rule("/blog/post", "Jane Doe", 1),
    rule("/**", "Everyone", 3),
  ];

  it("takes a manual edit over the crawl and the rules", () => {
    const manual = new Map([[page, "Manual Person"]]);
    expect(resolveAuthor(page, { manual, rules, crawled: ["Crawled Person"] })).toEqual({
      author: "Manual Person",
      source: "manual",
    });
  });

  it("lets a manual edit say there is no author", () => {
    const manual = new Map<string, string | null>([[page, null]]);
    expect(resolveAuthor(page, { manual, rules, crawled: ["Crawled Person"] })).toEqual({
      author: null,
      source: "manual",
    });
  });

  it("takes an import over the rules and the crawl, and a manual edit over an import", () => {
    const imported = new Map([[page, "Imported Person"]]);
    expect(resolveAuthor(page, { imported, rules, crawled: ["Crawled Person"] })).toEqual({
      author: "Imported Person",
      source: "import",
    });
    const manual = new Map([[page, "Manual Person"]]);
    expect(resolveAuthor(page, { manual, imported, rules })).toEqual({
      author: "Manual Person",
      source: "manual",
    });
  });

  it("takes a rule over what the page says, and the page's own names where no rule applies", () => {
    expect(resolveAuthor(page, { rules, crawled: ["Crawled Person", "Second"] })).toEqual({
      author: "Jane Doe",
      source: "rule",
    });
    expect(
      resolveAuthor("https://example.com/shop", {
        rules: [rule("/blog/*", "Jane", 0)],
        crawled: ["", "Crawled Person"],
      }),
    ).toEqual({ author: "Crawled Person", source: "crawl" });
  });

  it("takes the first matching rule by position, not by list order", () => {
    expect(resolveAuthor(page, { rules, crawled: [] })).toEqual({
      author: "Jane Doe",
      source: "rule",
    });
    expect(resolveAuthor("https://example.com/blog/other", { rules })).toEqual({
      author: "Blog Team",
      source: "rule",
    });
    expect(resolveAuthor("https://example.com/about", { rules })).toEqual({
      author: "Everyone",
      source: "rule",
    });
  });

  it("skips a stored rule whose pattern is invalid", () => {
    expect(
      resolveAuthor(page, { rules: [rule("blog/*", "Broken", 0), rule("/blog/*", "Jane", 1)] }),
    ).toEqual({
      author: "Jane",
      source: "rule",
    });
  });

  it("answers none when nothing applies", () => {
    expect(
      resolveAuthor("https://example.com/shop", { rules: [rule("/blog/*", "Jane", 0)] }),
    ).toEqual({
      author: null,
      source: "none",
    });
    expect(resolveAuthor("not a url", { rules: [] })).toEqual({ author: null, source: "none" });
  });
});
