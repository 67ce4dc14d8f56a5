import { normaliseRfc, rfcAllowed } from "./rfc9309-match";

describe("RFC 9309 reading", () => {
  it("decodes escaped unreserved characters and encodes non-ASCII ones", () => {
    expect(normaliseRfc("/foo/bar/%62%61%7A")).toBe("/foo/bar/baz");
    expect(normaliseRfc("/a%2fb%3F")).toBe("/a%2Fb%3F");
    expect(normaliseRfc("/caf\xc3\xa9")).toBe("/caf%C3%A9");
  });

  it("matches /foo/bar/baz against an escaped pattern, where Google does not", () => {
    const robots = "User-agent: FooBot\nDisallow: /\nAllow: /foo/bar/%62%61%7A\n";
    expect(rfcAllowed(robots, "FooBot", "http://foo.bar/foo/bar/baz")).toBe(true);
    expect(rfcAllowed(robots, "FooBot", "http://foo.bar/foo/bar/ツ")).toBe(false);
  });

  it("merges every group that names the agent, and uses * only when none does", () => {
    const robots =
      "User-agent: *\nDisallow: /\n\nUser-agent: FooBot\nDisallow: /a/\n\nUser-agent: FOOBOT\nDisallow: /b/\n";
    expect(rfcAllowed(robots, "FooBot", "/b/x")).toBe(false);
    expect(rfcAllowed(robots, "FooBot", "/c/x")).toBe(true);
    expect(rfcAllowed(robots, "BarBot", "/c/x")).toBe(false);
  });

  it("needs the exact product token and a colon, and knows no misspellings", () => {
    expect(rfcAllowed("User-agent: Foo Bar\nDisallow: /\n", "Foo", "/x")).toBe(true);
    expect(rfcAllowed("User-agent: Googlebot-Image\nDisallow: /\n", "Googlebot", "/x")).toBe(true);
    expect(rfcAllowed("User-agent: FooBot\nDisallow /\n", "FooBot", "/x")).toBe(true);
    expect(rfcAllowed("User-agent: FooBot\nDissallow: /\n", "FooBot", "/x")).toBe(true);
  });

  it("has no index.html rule, keeps longest match and lets allow win a tie", () => {
    const robots = "User-agent: *\nAllow: /dir/index.html\nDisallow: /\n";
    expect(rfcAllowed(robots, "x", "/dir/")).toBe(false);
    expect(rfcAllowed("User-agent: *\nDisallow: /x\nAllow: /x\n", "x", "/x")).toBe(true);
    expect(rfcAllowed("User-agent: *\nAllow: /x\nDisallow: /x/y\n", "x", "/x/y")).toBe(false);
  });
});
