import { attribute, ruleMatches, type AttributionInputs } from "./attribution";

const page = (
  url: string,
  authors: string[],
  extra: Partial<AttributionInputs["pages"][number]> = {},
) => ({
  url,
  title: null,
  authors,
  published: null,
  modified: null,
  http_status: 200,
  ...extra,
});

const inputs = (extra: Partial<AttributionInputs> = {}): AttributionInputs => ({
  pages: [
    page("https://x.example/blog/a", ["Jane Doe"]),
    page("https://x.example/blog/b", ["jane  doe"]),
    page("https://x.example/blog/c", ["J. Doe"]),
    page("https://x.example/news/d", []),
    page("https://x.example/gone", [], { http_status: 404, error: "The page answered HTTP 404." }),
    page("https://x.example/print/a", [], { http_status: null, robots_blocked: true }),
  ],
  rules: [],
  imported: new Map(),
  manual: new Map(),
  aliases: new Map(),
  names: new Map(),
  ...extra,
});

describe("attribute", () => {
  it("names an author by the spelling most pages use and lists merged spellings as aliases", () => {
    const a = attribute(inputs({ aliases: new Map([["j-doe", "jane-doe"]]) }));
    for (const key of a.storedKeys()) a.of(key);
    expect(a.of("https://x.example/blog/c")).toEqual({ authorId: "jane-doe", source: "crawl" });
    expect(a.summary("jane-doe")).toEqual({
      id: "jane-doe",
      name: "Jane Doe",
      aliases: ["J. Doe"],
    });
    expect(a.canonical("j-doe")).toBe("jane-doe");
  });

  it("takes a renamed author's display name over the spellings", () => {
    const a = attribute(inputs({ names: new Map([["jane-doe", "Jane Q. Doe"]]) }));
    a.of("https://x.example/blog/a");
    expect(a.summary("jane-doe").name).toBe("Jane Q. Doe");
  });

  it("leaves out stored pages that answered an error, but keeps those robots.txt blocks", () => {
    const keys = attribute(inputs()).storedKeys();
    expect(keys).not.toContain("https://x.example/gone");
    expect(keys).toContain("https://x.example/print/a");
  });

  it("says no one wrote a page no markup, rule, import or edit names", () => {
    expect(attribute(inputs()).of("https://x.example/news/d")).toEqual({
      authorId: null,
      source: null,
    });
  });
});

describe("ruleMatches", () => {
  it("counts each page for the first matching rule by position, not for claimed pages", () => {
    const rules = [
      { id: "broad", pattern: "/**", author_name: "Everyone", position: 2 },
      { id: "blog", pattern: "/blog/*", author_name: "Blog Team", position: 1 },
    ];
    const keys = attribute(inputs()).storedKeys();
    const claimed = {
      imported: new Map([["https://x.example/blog/a", "Someone"]]),
      manual: new Map(),
    };
    expect(Object.fromEntries(ruleMatches(keys, { rules, ...claimed }))).toEqual({
      blog: 2,
      broad: 2,
    });
  });
});
