import fc from "fast-check";
import { authorIdOf, extractAuthorship } from "./extract";
import { toIsoDate } from "./dates";
import { nameFromUrl, readName } from "./names";

const PAGE = "https://example.com/blog/post/";
const ld = (value: unknown) =>
  `<script type="application/ld+json">${JSON.stringify(value)}</script>`;
const authors = (html: string) => extractAuthorship(html, PAGE).authors;

describe("extractAuthorship: each markup", () => {
  it("reads a JSON-LD Article author object", () => {
    const html = ld({
      "@type": "Article",
      author: { "@type": "Person", name: "Jane Doe", url: "https://example.com/jane" },
    });
    expect(authors(html)).toEqual([
      { name: "Jane Doe", url: "https://example.com/jane", source: "json-ld" },
    ]);
  });

  it("reads an author given as a string, and an array of several", () => {
    expect(authors(ld({ "@type": "BlogPosting", author: "Jane Doe" }))).toEqual([
      { name: "Jane Doe", source: "json-ld" },
    ]);
    const many = ld({
      "@type": "NewsArticle",
      author: [{ name: "Jane Doe" }, "John Roe", { name: "jane  doe" }],
    });
    expect(authors(many).map((a) => a.name)).toEqual(["Jane Doe", "John Roe"]);
  });

  it("follows an @id reference into @graph (Yoast) and reads the dates", () => {
    const html = ld({
      "@context": "https://schema.org",
      "@graph": [
        { "@type": "WebPage", "@id": "https://example.com/blog/post/#webpage" },
        {
          "@type": "Person",
          "@id": "https://example.com/#/person/1",
          name: "Jane Doe",
          url: "https://example.com/author/jane/",
        },
        {
          "@type": ["Article"],
          author: { "@id": "https://example.com/#/person/1" },
          datePublished: "2024-03-01T09:00:00+01:00",
          dateModified: "2024-03-05",
        },
      ],
    });
    expect(extractAuthorship(html, PAGE)).toEqual({
      authors: [{ name: "Jane Doe", url: "https://example.com/author/jane/", source: "json-ld" }],
      published: "2024-03-01T08:00:00.000Z",
      modified: "2024-03-05T00:00:00.000Z",
    });
  });

  it("follows an @id reference to a Person node that comes after the article", () => {
    const html = ld({
      "@graph": [
        { "@type": "BlogPosting", author: { "@id": "https://example.com/#/person/2" } },
        { "@type": "Person", "@id": "https://example.com/#/person/2", name: "Tom Roe" },
      ],
    });
    expect(authors(html)).toEqual([{ name: "Tom Roe", source: "json-ld" }]);
  });

  it("takes a WebPage's author when no article node has one", () => {
    const html = ld([
      { "@type": "Organization", name: "Example Inc" },
      { "@type": "WebPage", author: { name: "Jane Doe" } },
    ]);
    expect(authors(html)).toEqual([{ name: "Jane Doe", source: "json-ld" }]);
  });

  it("skips a broken JSON-LD block and still reads the page", () => {
    const html = `<script type="application/ld+json">{ "@type": "Article", "author": </script>${ld({ "@type": "Article", author: "Jane Doe" })}`;
    expect(authors(html)).toEqual([{ name: "Jane Doe", source: "json-ld" }]);
    expect(
      authors(
        `<script type="application/ld+json">{{{</script><meta name="author" content="Ann Lee">`,
      ),
    ).toEqual([{ name: "Ann Lee", source: "meta" }]);
  });

  it("forgives raw newlines in strings and trailing commas", () => {
    const html = `<script type="application/ld+json">{"@type": "Article", "author": {"name": "Jane\nDoe",},}</script>`;
    expect(authors(html)).toEqual([{ name: "Jane Doe", source: "json-ld" }]);
  });

  it("reads meta name=author", () => {
    expect(authors(`<meta name="author" content="  By  Jane   Doe ">`)).toEqual([
      { name: "Jane Doe", source: "meta" },
    ]);
  });

  it("reads article:author as a name or, alone, as a profile URL named from its slug", () => {
    expect(authors(`<meta property="article:author" content="Jane Doe">`)).toEqual([
      { name: "Jane Doe", source: "article:author" },
    ]);
    expect(
      authors(`<meta property="article:author" content="https://example.com/authors/john-roe/">`),
    ).toEqual([
      { name: "John Roe", url: "https://example.com/authors/john-roe/", source: "article:author" },
    ]);
  });

  it("reads rel=author links, resolved against the page", () => {
    expect(authors(`<a rel="author" href="/authors/ann-lee">Ann Lee</a>`)).toEqual([
      { name: "Ann Lee", url: "https://example.com/authors/ann-lee", source: "rel-author" },
    ]);
    expect(authors(`<link rel="author" href="https://example.com/people/ann-lee">`)).toEqual([
      { name: "Ann Lee", url: "https://example.com/people/ann-lee", source: "rel-author" },
    ]);
  });

  it("reads a byline with several authors, each with their own link, and its date", () => {
    const html = `<div class="byline">By <a href="/authors/jane/">Jane Doe</a>, Ann Lee and John Roe on <time datetime="2024-01-02">Jan 2</time></div>`;
    expect(extractAuthorship(html, PAGE)).toEqual({
      authors: [
        { name: "Jane Doe", url: "https://example.com/authors/jane/", source: "byline" },
        { name: "Ann Lee", source: "byline" },
        { name: "John Roe", source: "byline" },
      ],
      published: "2024-01-02T00:00:00.000Z",
    });
  });

  it("reads microdata itemprop=author and the common byline classes", () => {
    const microdata = `<span itemprop="author" itemscope><span itemprop="name">Jane Doe</span><span>Editor</span></span>`;
    expect(authors(microdata)).toEqual([{ name: "Jane Doe", source: "byline" }]);
    expect(authors(`<p class="post-author">Written by Jane Doe | 5 min read</p>`)).toEqual([
      { name: "Jane Doe", source: "byline" },
    ]);
    expect(
      authors(`<address class="author"><a href="/a/jane"><img src="x.png"></a> Jane Doe</address>`),
    ).toEqual([{ name: "Jane Doe", url: "https://example.com/a/jane", source: "byline" }]);
  });

  it("ignores authors of comments", () => {
    const html = `<div id="comments"><div class="comment"><span class="author">Troll</span></div></div>`;
    expect(authors(html)).toEqual([]);
  });

  it("never throws on junk, however broken the markup", () => {
    const junk = fc.oneof(
      fc.string(),
      fc
        .string()
        .map((s) => `<script type="application/ld+json">${s}</script><div class="byline">${s}`),
      fc.json().map((json) => `<script type="application/ld+json">${json}</script>`),
      fc.anything().map((value) => ld({ "@type": "Article", author: value, datePublished: value })),
      fc.anything().map((value) =>
        ld({
          "@graph": [
            { "@id": "#a", name: value },
            { "@type": "Article", author: { "@id": "#a" } },
          ],
        }),
      ),
    );
    fc.assert(
      fc.property(junk, (html) => {
        expect(Array.isArray(extractAuthorship(html, PAGE).authors)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it("finds no one on a page without authorship", () => {
    expect(extractAuthorship("<p>Hello</p>", PAGE)).toEqual({ authors: [] });
    expect(extractAuthorship("", PAGE)).toEqual({ authors: [] });
  });

  it("reads dates from article: meta tags", () => {
    const html = `<meta property="article:published_time" content="2024-05-01T10:00:00Z"><meta property="article:modified_time" content="2024-05-02T10:00:00-05:00">`;
    expect(extractAuthorship(html, PAGE)).toMatchObject({
      published: "2024-05-01T10:00:00.000Z",
      modified: "2024-05-02T15:00:00.000Z",
    });
  });
});

describe("extractAuthorship: conflicting markups", () => {
  const all = [
    ld({ "@type": "Article", author: { name: "Json Person" } }),
    `<meta name="author" content="Meta Person">`,
    `<meta property="article:author" content="Facebook Person">`,
    `<a rel="author" href="/authors/rel-person">Rel Person</a>`,
    `<div class="byline">By Byline Person</div>`,
  ];

  it.each([
    ["json-ld", 0, "Json Person"],
    ["meta", 1, "Meta Person"],
    ["article:author", 2, "Facebook Person"],
    ["rel-author", 3, "Rel Person"],
    ["byline", 4, "Byline Person"],
  ])("%s wins over every markup after it", (source, from, name) => {
    expect(authors(all.slice(from).join(""))).toEqual([expect.objectContaining({ name, source })]);
  });

  it("prefers a lower markup's name to a higher markup's bare URL", () => {
    const html = `<meta property="article:author" content="https://facebook.com/jane.doe.42"><div class="byline">By Jane Doe</div>`;
    expect(authors(html)).toEqual([{ name: "Jane Doe", source: "byline" }]);
  });

  it("lends the winner the profile link another markup gives the same person", () => {
    const html = `<meta name="author" content="Jane Doe"><a rel="author" href="/authors/jane">jane doe</a>`;
    expect(authors(html)).toEqual([
      { name: "Jane Doe", url: "https://example.com/authors/jane", source: "meta" },
    ]);
  });

  it("prefers JSON-LD dates to meta and byline dates", () => {
    const html = `${ld({ "@type": "Article", datePublished: "2024-01-01" })}<meta property="article:published_time" content="2023-01-01"><div class="byline"><time datetime="2022-01-01">x</time></div>`;
    expect(extractAuthorship(html, PAGE).published).toBe("2024-01-01T00:00:00.000Z");
  });
});

describe("names", () => {
  it.each([
    ["By Jane Doe", "Jane Doe"],
    ["by: Jane Doe", "Jane Doe"],
    ["Author: Jane Doe", "Jane Doe"],
    ["Posted by Jane Doe on 3 March", "Jane Doe"],
    ["Jane Doe — Staff Writer", "Jane Doe"],
    ["Jane Doe <jane@example.com>", "Jane Doe"],
    ["Byron Smith", "Byron Smith"],
    ["José Díaz", "José Díaz"],
  ])("reads %j as %j", (raw, name) => {
    expect(readName(raw)).toEqual({ name });
  });

  it.each([["jane@example.com"], ["admin"], ["   "], ["2024-01-01"], ["x".repeat(81)]])(
    "refuses %j as a name",
    (raw) => {
      expect(readName(raw)).toBeNull();
    },
  );

  it("keeps a URL as a URL, and names it from its slug", () => {
    expect(readName("https://example.com/authors/jane-doe")).toEqual({
      url: "https://example.com/authors/jane-doe",
    });
    expect(nameFromUrl("https://example.com/authors/jane_doe.html")).toBe("Jane Doe");
    expect(nameFromUrl("https://example.com/authors/")).toBeNull();
    expect(nameFromUrl("https://example.com/profile.php?id=123")).toBeNull();
  });

  it("gives one stable id to every spelling of a name", () => {
    expect(authorIdOf("José  Díaz")).toBe("jose-diaz");
    expect(authorIdOf("jose diaz")).toBe("jose-diaz");
    expect(authorIdOf("O'Brien, Pat")).toBe("o-brien-pat");
    expect(authorIdOf("山田 太郎")).toBe("山田-太郎");
    expect(authorIdOf("!!!")).toBe("unknown");
  });
});

describe("toIsoDate", () => {
  it.each([
    ["2024-03-01", "2024-03-01T00:00:00.000Z"],
    ["2024-03-01T10:30:00", "2024-03-01T10:30:00.000Z"],
    ["2024-03-01 10:30", "2024-03-01T10:30:00.000Z"],
    ["2024-03-01T10:30:00.5+0200", "2024-03-01T08:30:00.000Z"],
    ["March 3, 2024", undefined],
    ["2024-02-30", undefined],
    ["", undefined],
  ])("%j → %j", (input, iso) => {
    expect(toIsoDate(input)).toBe(iso);
  });
});
