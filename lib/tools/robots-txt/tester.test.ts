import { largeRobotsCase } from "./large-case";
import { testUrls } from "./tester";

const ROBOTS = [
  "User-agent: *", //            1
  "Disallow: /private/", //      2
  "Allow: /private/press/", //   3
  "", //                         4
  "User-agent: Googlebot", //    5
  "Disallow: /search", //        6
  "Allow: /search/about", //     7
  "Allow: /docs/index.html", //  8
  "Disallow: /docs/", //         9
].join("\n");

describe("testUrls", () => {
  it("names the deciding rule by line", () => {
    const [blocked, allowed, free] = testUrls(ROBOTS, "*", [
      "/private/a",
      "/private/press/b",
      "/public",
    ]);
    expect(blocked!.google).toEqual({
      allowed: false,
      reason: "rule",
      rule: { line: 2, allow: false, pattern: "/private/", derived: false },
    });
    expect(allowed!.google.rule?.line).toBe(3);
    expect(free!.google).toEqual({ allowed: true, reason: "no-matching-rule", rule: null });
  });

  it("says when no group applies at all", () => {
    const [result] = testUrls("User-agent: Bingbot\nDisallow: /\n", "Googlebot", [
      "https://example.com/",
    ]);
    expect(result!.google.reason).toBe("no-group");
    expect(result!.google.allowed).toBe(true);
  });

  it("always allows /robots.txt itself", () => {
    const [result] = testUrls("User-agent: *\nDisallow: /\n", "*", [
      "https://example.com/robots.txt",
    ]);
    expect(result!.google).toMatchObject({ allowed: true, reason: "robots-txt" });
    expect(result!.rfc).toMatchObject({ allowed: true, reason: "robots-txt" });
  });

  it("reports the index.html rule as derived, and RFC 9309 disagreeing", () => {
    const [result] = testUrls(ROBOTS, "Googlebot", ["https://example.com/docs/"]);
    expect(result!.google).toMatchObject({
      allowed: true,
      rule: { line: 8, pattern: "/docs/$", derived: true },
    });
    expect(result!.rfc).toMatchObject({ allowed: false, rule: { line: 9 } });
    expect(result!.differs).toBe(true);
  });

  it("shows where Googlebot-Image follows the Googlebot group and RFC 9309 the * group", () => {
    const [result] = testUrls(ROBOTS, "Googlebot-Image", ["/private/x"]);
    expect(result!.google.allowed).toBe(true);
    expect(result!.rfc).toMatchObject({ allowed: false, rule: { line: 2 } });
    expect(result!.differs).toBe(true);
  });

  it("answers every URL of a large file, matching the generated rules", () => {
    const { robotsTxt, urls } = largeRobotsCase();
    const results = testUrls(robotsTxt, "Googlebot", urls);
    expect(results).toHaveLength(1000);
    expect(results[0]!.google).toMatchObject({ allowed: true, rule: { line: 2 } });
    expect(results.filter((r) => !r.google.allowed).length).toBeGreaterThan(0);
  });
});
