import conformance from "@/tests/fixtures/robots-conformance.json";
import { googleAllowed } from "./google-match";
import { testUrls } from "./tester";

type Case = { test: string; robotstxt: string; useragent: string; url: string; allowed: boolean };
const cases = (conformance as { cases: Case[] }).cases.map((c, i) => ({
  ...c,
  name: `#${i + 1} ${c.test}: ${c.useragent || "(empty agent)"} ${c.url.slice(0, 60) || "(empty url)"}`,
}));

describe("Google's robots.txt conformance cases", () => {
  it("has all 145 cases, GoogleOnly ones included", () => {
    expect(cases).toHaveLength(145);
    expect(cases.filter((c) => c.test.startsWith("GoogleOnly_")).length).toBeGreaterThan(0);
  });

  it.each(cases)("$name", (c) => {
    expect(googleAllowed(c.robotstxt, c.useragent, c.url)).toBe(c.allowed);
  });

  it("gives the same verdicts through testUrls, the entry point of the tool", () => {
    const wrong = cases.filter(
      (c) => testUrls(c.robotstxt, c.useragent, [c.url])[0]!.google.allowed !== c.allowed,
    );
    expect(wrong.map((c) => c.name)).toEqual([]);
  });
});

describe("Google-specific group choice", () => {
  const robots = "User-agent: *\nDisallow: /\n\nUser-agent: Googlebot\nDisallow: /private/\n";

  it("lets Googlebot-Image fall back to the Googlebot group when it has none of its own", () => {
    expect(googleAllowed(robots, "Googlebot-Image", "https://example.com/page")).toBe(true);
    expect(googleAllowed(robots, "Googlebot-Image", "https://example.com/private/x")).toBe(false);
  });

  it("prefers the most specific group when both exist", () => {
    const both = `${robots}\nUser-agent: Googlebot-Image\nDisallow: /img/\n`;
    expect(googleAllowed(both, "Googlebot-Image", "https://example.com/private/x")).toBe(true);
    expect(googleAllowed(both, "Googlebot-Image", "https://example.com/img/a.png")).toBe(false);
  });

  it("does not let unrelated tokens fall back", () => {
    expect(googleAllowed(robots, "Bingbot", "https://example.com/page")).toBe(false);
    expect(googleAllowed(robots, "Googlebot2", "https://example.com/page")).toBe(false);
  });

  it("merges every group for the same agent", () => {
    const split =
      "User-agent: FooBot\nDisallow: /a/\n\nUser-agent: BarBot\nDisallow: /\n\nUser-agent: foobot\nDisallow: /b/\n";
    expect(googleAllowed(split, "FooBot", "/a/1")).toBe(false);
    expect(googleAllowed(split, "FooBot", "/b/1")).toBe(false);
    expect(googleAllowed(split, "FooBot", "/c/1")).toBe(true);
  });
});
