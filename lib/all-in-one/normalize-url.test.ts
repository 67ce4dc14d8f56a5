import fc from "fast-check";
import {
  pageKey,
  pageKeyWithReason,
  relativePageKey,
  siteRuleOf,
  type SiteRule,
} from "./normalize-url";

const domain = siteRuleOf("sc-domain:example.com");
const domainWww = siteRuleOf("sc-domain:example.com", "https://www.example.com");
const prefix = siteRuleOf("https://www.example.com/");
const prefixHttp = siteRuleOf("http://example.com/");
const blog = siteRuleOf("https://www.example.com/blog/");

const W = "https://www.example.com";

// [what it shows, site, input, the key or { reason }]
const CASES: [string, SiteRule, string, string | { reason: string }][] = [
  ["domain: the apex as is", domain, "https://example.com/", "https://example.com/"],
  [
    "domain: www. folds into the apex",
    domain,
    "https://www.example.com/a",
    "https://example.com/a",
  ],
  ["domain: http folds into https", domain, "http://example.com/a", "https://example.com/a"],
  ["domain: the preferred www. origin", domainWww, "http://example.com/a", `${W}/a`],
  [
    "domain: a subdomain keeps its host",
    domain,
    "https://shop.example.com/p",
    "https://shop.example.com/p",
  ],
  [
    "domain: only the apex's www. folds",
    domain,
    "https://www.shop.example.com/p",
    "https://www.shop.example.com/p",
  ],
  ["domain: a look-alike host", domain, "https://notexample.com/", { reason: "other-host" }],
  ["domain: a suffix trick", domain, "https://example.com.evil.com/", { reason: "other-host" }],
  [
    "domain: an IDN subdomain",
    domain,
    "https://bücher.example.com/",
    "https://xn--bcher-kva.example.com/",
  ],
  ["prefix: the property's host", prefix, "https://www.example.com/a", `${W}/a`],
  ["prefix: its bare twin", prefix, "https://example.com/a", `${W}/a`],
  [
    "prefix: a subdomain is another site",
    prefix,
    "https://shop.example.com/a",
    { reason: "other-host" },
  ],
  [
    "prefix: an http property keeps http",
    prefixHttp,
    "https://www.example.com/a/",
    "http://example.com/a",
  ],
  [
    "scheme and host lowercased, path case kept",
    prefix,
    "HTTPS://WWW.EXAMPLE.COM/Blog/Post",
    `${W}/Blog/Post`,
  ],
  ["a GA4 path", prefix, "/a/", `${W}/a`],
  ["a GA4 fullPageUrl", prefix, "www.example.com/blog/x", `${W}/blog/x`],
  ["a host+path on the twin", prefix, "example.com/blog/x", `${W}/blog/x`],
  ["a protocol-relative URL", prefix, "//www.example.com/a", `${W}/a`],
  ["the root without a slash", prefix, "https://www.example.com", `${W}/`],
  ["the root as a path", prefix, "/", `${W}/`],
  ["/a and /a/ are one page", prefix, "https://www.example.com/a/", `${W}/a`],
  ["repeated trailing slashes", prefix, "/a//", `${W}/a`],
  ["index.html folds into the root", prefix, "/index.html", `${W}/`],
  ["index.php folds into its folder", prefix, "/blog/index.php", `${W}/blog`],
  ["Default.aspx, any case", prefix, "/shop/Default.aspx", `${W}/shop`],
  ["index.htm keeps the query", prefix, "/a/index.htm?x=1", `${W}/a?x=1`],
  ["an index page below an index page", prefix, "/a/index.html/index.html", `${W}/a`],
  ["utm_* dropped", prefix, "/a/?utm_source=x&utm_medium=y", `${W}/a`],
  [
    "click ids dropped",
    prefix,
    "/a?gclid=1&fbclid=2&msclkid=3&_ga=4&_gl=5&mc_cid=6&mc_eid=7&yclid=8",
    `${W}/a`,
  ],
  ["tracking names in any case", prefix, "/a?UTM_Source=x&q=1", `${W}/a?q=1`],
  ["Business Profile's utm_source=gmb", prefix, "http://example.com/?utm_source=gmb", `${W}/`],
  ["ref is kept", prefix, "/a?ref=main", `${W}/a?ref=main`],
  ["parameters sorted by name, values in order", prefix, "/a?b=2&a=1&a=0", `${W}/a?a=1&a=0&b=2`],
  ["empty parameters dropped", prefix, "/a?&&q=1&", `${W}/a?q=1`],
  ["a bare ? dropped", prefix, "/a?", `${W}/a`],
  ["the fragment dropped", prefix, "/a#section", `${W}/a`],
  ["a ? inside the fragment", prefix, "/a?q=1#x?y=2", `${W}/a?q=1`],
  ["hex made uppercase", prefix, "/caf%c3%a9", `${W}/caf%C3%A9`],
  ["non-ASCII encoded as GSC writes it", prefix, "/café", `${W}/caf%C3%A9`],
  ["unreserved characters decoded", prefix, "/%7Euser/%41bc", `${W}/~user/Abc`],
  ["an encoded slash stays encoded", prefix, "/a%2Fb", `${W}/a%2Fb`],
  ["a space encoded", prefix, "/a b", `${W}/a%20b`],
  ["a stray % encoded", prefix, "/100%", `${W}/100%25`],
  ["query values normalised", prefix, "/a?x=%e2%82%ac&q=a+b", `${W}/a?q=a+b&x=%E2%82%AC`],
  ["dot segments resolved", prefix, "/a/./b/../c", `${W}/a/c`],
  ["encoded dot segments resolved", prefix, "/a/%2E%2E/c", `${W}/c`],
  ["default ports dropped", prefix, "https://www.example.com:443/a", `${W}/a`],
  ["port 80 on http dropped", prefix, "http://www.example.com:80/a", `${W}/a`],
  ["either default port dropped", domain, "http://example.com:443/", "https://example.com/"],
  [
    "another port is another site",
    prefix,
    "https://www.example.com:8443/a",
    { reason: "other-host" },
  ],
  ["credentials dropped", prefix, "https://user:pw@www.example.com/a", `${W}/a`],
  ["a trailing dot on the host", prefix, "https://WWW.example.com./a", `${W}/a`],
  ["spaces around trimmed", prefix, "  https://www.example.com/a \n", `${W}/a`],
  ["tabs inside removed", prefix, "/a\tb", `${W}/ab`],
  ["another host", prefix, "https://evil.com/a", { reason: "other-host" }],
  ["URL-prefix: inside the prefix", blog, "https://www.example.com/blog/x", `${W}/blog/x`],
  ["URL-prefix: the prefix folder itself", blog, "/blog", `${W}/blog`],
  ["URL-prefix: outside it", blog, "https://www.example.com/shop", { reason: "outside-prefix" }],
  ["URL-prefix: a look-alike folder", blog, "/blogroll", { reason: "outside-prefix" }],
  ["GA4 (not set)", prefix, "(not set)", { reason: "not-set" }],
  ["empty", prefix, "", { reason: "empty" }],
  ["blank", prefix, "   ", { reason: "empty" }],
  ["mailto:", prefix, "mailto:a@example.com", { reason: "unsupported-scheme" }],
  ["javascript:", prefix, "javascript:alert(1)", { reason: "unsupported-scheme" }],
  ["a scheme without a host", prefix, "http://", { reason: "not-a-url" }],
  ["http: without //", prefix, "http:www.example.com/a", { reason: "not-a-url" }],
  ["a relative path", prefix, "blog/x", { reason: "not-a-url" }],
  ["an unclosed IPv6 host", prefix, "http://[::1", { reason: "not-a-url" }],
  ["percent signs only", prefix, "%%%", { reason: "not-a-url" }],
];

describe("pageKey", () => {
  it.each(CASES)("%s", (_, site, input, expected) => {
    const result = pageKeyWithReason(input, site);
    if (typeof expected === "string") expect(result).toEqual({ key: expected });
    else expect(result).toEqual({ key: null, reason: expected.reason });
  });

  it("answers null, never throws, for what is not a string", () => {
    expect(pageKey(undefined as unknown as string, prefix)).toBeNull();
    expect(pageKey(42 as unknown as string, prefix)).toBeNull();
  });

  it("keeps pages of the property's own origin relative inside the join", () => {
    expect(relativePageKey("https://example.com/a/?utm_source=x", domainWww)).toBe("/a");
    expect(relativePageKey("https://shop.example.com/a", domainWww)).toBe(
      "https://shop.example.com/a",
    );
  });
});

describe("siteRuleOf", () => {
  it("reads a domain property, written as https and the apex unless told", () => {
    expect(domain).toMatchObject({
      kind: "domain",
      origin: "https://example.com",
      domain: "example.com",
    });
    expect(siteRuleOf("sc-domain:Example.COM", "http://www.example.com/")).toMatchObject({
      origin: "http://www.example.com",
    });
  });

  it("reads a URL-prefix property with its path and port", () => {
    expect(siteRuleOf("https://example.com:8443/docs/")).toMatchObject({
      kind: "url-prefix",
      origin: "https://example.com:8443",
      pathPrefix: "/docs/",
    });
  });

  it("refuses what is not a property", () => {
    expect(() => siteRuleOf("sc-domain:")).toThrow(/domain property/);
    expect(() => siteRuleOf("ftp://example.com/")).toThrow(/Search Console property/);
    expect(() => siteRuleOf("sc-domain:example.com", "https://other.com")).toThrow(
      /not example.com/,
    );
  });
});

const host = fc.constantFrom(
  "example.com",
  "www.example.com",
  "WWW.Example.com",
  "shop.example.com",
  "other.org",
  "example.com:443",
  "example.com:8080",
);
const segment = fc.oneof(
  fc.constantFrom("", ".", "..", "index.html", "Default.aspx", "%2e", "%7E", "%zz", "a b", "café"),
  fc.string({ maxLength: 6 }),
  fc.string({ maxLength: 4, unit: "binary" }),
);
const param = fc.oneof(
  fc.constantFrom("utm_source=x", "gclid=1", "ref=a", "a=1", "b=%e2%82%ac", "", "q=a+b", "Z"),
  fc.string({ maxLength: 6 }),
);
const urlLike = fc
  .record({
    scheme: fc.constantFrom("https://", "http://", "//", "", "HTTP://"),
    host,
    path: fc.array(segment, { maxLength: 5 }),
    query: fc.option(fc.array(param, { maxLength: 4 })),
    hash: fc.option(fc.string({ maxLength: 5 })),
  })
  .map(({ scheme, host, path, query, hash }) => {
    return `${scheme}${host}/${path.join("/")}${query ? `?${query.join("&")}` : ""}${hash === null ? "" : `#${hash}`}`;
  });
const anyInput = fc.oneof(
  urlLike,
  urlLike.map((url) => url.replace(/^[^/]*\/\/[^/]*/, "")),
  fc.webUrl({ withQueryParameters: true, withFragments: true }),
  fc.string({ unit: "binary" }),
);
const sites = fc.constantFrom(domain, domainWww, prefix, prefixHttp, blog);

describe("pageKey properties", () => {
  it("is idempotent: a key is its own key", () => {
    fc.assert(
      fc.property(anyInput, sites, (input, site) => {
        const key = pageKey(input, site);
        if (key !== null) expect(pageKey(key, site)).toBe(key);
      }),
      { numRuns: 3000 },
    );
  });

  it("gives the same answer with and without the fast path", () => {
    fc.assert(
      fc.property(anyInput, sites, (input, site) => {
        const reasons: string[] = [];
        const fast = relativePageKey(input, site, (r) => reasons.push(r), true);
        const full = relativePageKey(input, site, (r) => reasons.push(r), false);
        expect(fast).toBe(full);
        expect(reasons[0]).toBe(reasons[1]);
      }),
      { numRuns: 3000 },
    );
  });
});
