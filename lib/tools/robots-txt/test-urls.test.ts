import { resolveTestUrl, robotsTxtUrlFor } from "./test-urls";

describe("resolveTestUrl", () => {
  it("resolves a path against the site, or keeps it alone without one", () => {
    expect(resolveTestUrl("/a/../b?x=ü", "https://example.com")).toEqual({
      url: "https://example.com/b?x=%C3%BC",
      path: "/b?x=%C3%BC",
      origin: "https://example.com",
    });
    expect(resolveTestUrl("/a")).toEqual({ url: "/a", path: "/a", origin: null });
  });

  it("percent-encodes non-ASCII characters and upper-cases escapes, as a crawler requests them", () => {
    expect(resolveTestUrl("https://example.com/café/%e3%83%84")?.path).toBe("/caf%C3%A9/%E3%83%84");
  });

  it("drops the fragment and refuses what is not a path or an http(s) URL", () => {
    expect(resolveTestUrl("https://example.com/a#b")?.path).toBe("/a");
    expect(resolveTestUrl("example.com/a")).toBeNull();
    expect(resolveTestUrl("ftp://example.com/a")).toBeNull();
    expect(resolveTestUrl("//example.com/a")).toBeNull();
    expect(resolveTestUrl("/a b c")).toBeNull();
  });
});

describe("robotsTxtUrlFor", () => {
  it.each([
    ["example.com", "https://example.com/robots.txt"],
    ["https://example.com/blog/post?x=1", "https://example.com/robots.txt"],
    [
      "http://127.0.0.1:3199/robots-txt/ok/robots.txt",
      "http://127.0.0.1:3199/robots-txt/ok/robots.txt",
    ],
    ["https://example.com/robots.txt?x#y", "https://example.com/robots.txt"],
  ])("%s → %s", (input, output) => {
    expect(robotsTxtUrlFor(input)).toBe(output);
  });

  it.each(["", "not a url", "ftp://example.com/", "localhostish", "javascript:alert(1)"])(
    "refuses %j",
    (input) => {
      expect(robotsTxtUrlFor(input)).toBeNull();
    },
  );
});
