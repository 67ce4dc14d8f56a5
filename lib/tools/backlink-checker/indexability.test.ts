import { describe, expect, it } from "vitest";
import { canonicalElsewhere, robotsAllowsGooglebot, xRobotsDirectives } from "./indexability";

describe("xRobotsDirectives", () => {
  it.each([
    ["noindex", true, false],
    ["noindex, nofollow", true, true],
    ["none", true, true],
    ["googlebot: noindex", true, false],
    ["otherbot: noindex, nofollow", false, false],
    ["otherbot: noindex, googlebot: nofollow", false, true],
    ["unavailable_after: 25 Jun 2010 15:00:00 PST", false, false],
    ["max-snippet: 20, noindex", true, false],
    ["", false, false],
  ])("%j → noindex %s, nofollow %s", (header, noindex, nofollow) => {
    expect(xRobotsDirectives(header)).toEqual({ noindex, nofollow });
  });
});

describe("canonicalElsewhere", () => {
  it("compares the full URL, ignoring the fragment", () => {
    expect(canonicalElsewhere(null, "https://a.test/p/")).toBe(false);
    expect(canonicalElsewhere("https://a.test/p/#top", "https://a.test/p/")).toBe(false);
    expect(canonicalElsewhere("https://a.test/p", "https://a.test/p/")).toBe(true);
    expect(canonicalElsewhere("https://a.test/other/", "https://a.test/p/")).toBe(true);
  });
});

describe("robotsAllowsGooglebot", () => {
  const robots =
    "User-agent: *\nDisallow: /private/\n\nUser-agent: Googlebot\nDisallow: /no-google/\n";
  it("applies the Googlebot group when there is one", () => {
    expect(
      robotsAllowsGooglebot("https://a.test/robots.txt", robots, "https://a.test/no-google/x"),
    ).toBe(false);
    expect(
      robotsAllowsGooglebot("https://a.test/robots.txt", robots, "https://a.test/private/x"),
    ).toBe(true);
    expect(
      robotsAllowsGooglebot(
        "https://a.test/robots.txt",
        "User-agent: *\nDisallow: /",
        "https://a.test/x",
      ),
    ).toBe(false);
    expect(robotsAllowsGooglebot("https://a.test/robots.txt", "", "https://a.test/x")).toBe(true);
  });
});
