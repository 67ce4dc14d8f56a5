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
    const [blocked, allowed, free] = testUrls(ROBOTS, "*", ["/private/a", "/private/press/b", "/public"]);
    expect(blocked!.google).toEqual({ allowed: false, reason: "rule", rule: { line: 2, allow: false, pattern: "/private/", derived: false } });
    expect(allowed!.google.rule?.line).toBe(3);
    expect(free!.google).toEqual({ allowed: true, reason: "no-matching-rule", rule: null });
  });

  it("says when no group applies at all", () => {
    const [result] = testUrls("User-agent: Bingbot\nDisallow: /\n", "Googlebot", ["https://example.com/"]);
    expect(result!.google.reason).toBe("no-group");
    expect(result!.google.allowed).toBe(true);
  });

  it("always allows /robots.txt itself", () => {
    const [result] = testUrls("User-agent: *\nDisallow: /\n", "*", ["https://example.com/robots.txt"]);
    expect(result!.google).toMatchObject({ allowed: true, reason: "robots-txt" });
    expect(result!.rfc).toMatchObject({ allowed: true, reason: "robots-txt" });
  });

  it("reports the index.html rule as derived, and RFC 9309 disagreeing", () => {
    const [result] = testUrls(ROBOTS, "Googlebot", ["https://example.com/docs/"]);
    expect(result!.google).toMatchObject({ allowed: true, rule: { line: 8, pattern: "/docs/$", derived: true } });
    expect(result!.rfc).toMatchObject({ allowed: false, rule: { line: 9 } });
    expect(result!.differs).toBe(true);
  });

  it("shows where Googlebot-Image follows the Googlebot group and RFC 9309 the * group", () => {
    const [result] = testUrls(ROBOTS, "Googlebot-Image", ["/private/x"]);
    expect(result!.google.allowed).toBe(true);
    expect(result!.rfc).toMatchObject({ allowed: false, rule: { line: 2 } });
    expect(result!.differs).toBe(true);
  });

  it("tests 1,000 URLs against a 5,000-line file within 200 ms", () => {
    const lines: string[] = [];
    const agents = ["Googlebot", "Bingbot", "*", "FooBot", "BarBot"];
    for (let g = 0; g < 50; g++) {
      lines.push(`User-agent: ${agents[g % agents.length]}`);
      for (let r = 0; r < 99; r++) {
        const pattern = r % 5 === 0 ? `/section-${g}/*/page-${r}*.html$` : `/section-${g}/dir-${r}/`;
        lines.push(`${r % 3 === 0 ? "Allow" : "Disallow"}: ${pattern}`);
      }
    }
    const robots = lines.join("\n");
    const urls = Array.from({ length: 1000 }, (_, i) => `https://example.com/section-${(i * 7) % 50}/dir-${i % 99}/page-${i % 99}-a.html`);
    expect(lines).toHaveLength(5000);
    testUrls(robots, "Googlebot", urls.slice(0, 10));
    const timings = [0, 1, 2, 3, 4].map(() => {
      const started = performance.now();
      const results = testUrls(robots, "Googlebot", urls);
      expect(results).toHaveLength(1000);
      return performance.now() - started;
    });
    console.info(`robots.txt: 1,000 URLs × 5,000 lines in ${Math.min(...timings).toFixed(1)} ms (best of 5)`);
    expect(Math.min(...timings)).toBeLessThanOrEqual(200);
  });
});
