import { okRobotsTxt } from "@/tests/fixtures/site/routes/robots-txt";
import { analyseRobotsTxt, reportWithoutFile } from "./analyse";
import { outcomeForStatus } from "./fetch-status";

const ORIGIN = "https://shop.example";
const fetched = {
  kind: "fetched" as const,
  robotsUrl: `${ORIGIN}/robots.txt`,
  finalUrl: `${ORIGIN}/robots.txt`,
  status: 200,
  redirects: [],
  contentType: "text/plain",
  bytes: 100,
  truncated: false,
};

function run(userAgent: string, urls: string[], robotsTxt = okRobotsTxt(ORIGIN)) {
  return analyseRobotsTxt(robotsTxt, {
    userAgent,
    urls,
    source: fetched,
    outcome: outcomeForStatus(200),
  });
}

describe("analyseRobotsTxt", () => {
  it("tests paths against the site and flags URLs on other hosts", () => {
    const report = run("Googlebot", ["/search?q=shoes", "https://elsewhere.example/search"]);
    expect(report.results[0]).toMatchObject({
      url: `${ORIGIN}/search?q=shoes`,
      otherHost: false,
      google: { allowed: false, rule: { line: 11 } },
    });
    expect(report.results[1]!.otherHost).toBe(true);
  });

  it("says which groups each reading chose", () => {
    const report = run("Googlebot-Image", []);
    expect(report.choice?.google).toEqual({
      kind: "specific",
      token: "googlebot",
      label: "Googlebot",
      lines: [10],
    });
    expect(report.choice?.rfc).toEqual({ kind: "global", token: null, label: null, lines: [4] });
    expect(run("googlebot", []).choice?.rfc).toEqual({
      kind: "specific",
      token: "googlebot",
      label: "Googlebot",
      lines: [10],
    });
  });

  it("classifies every line for the file view", () => {
    const kinds = run("*", []).file!.lines.map((l) => l.kind);
    expect(kinds.slice(0, 8)).toEqual([
      "comment",
      "disallow",
      "blank",
      "user-agent",
      "disallow",
      "allow",
      "disallow",
      "other",
    ]);
  });

  it("lists sitemaps, crawl-delay with its group, and the parse warnings", () => {
    const file = run("*", []).file!;
    expect(file.sitemaps).toEqual([
      { line: 21, url: `${ORIGIN}/robots-txt/ok/sitemap.xml`, absolute: true },
    ]);
    expect(file.crawlDelays).toEqual([{ line: 8, value: "10", agents: ["*"] }]);
    expect(file.warnings.some((w) => w.line === 8)).toBe(false);
    const messages = file.warnings.map((w) => `${w.line}: ${w.message}`);
    expect(messages).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^2: This rule comes before any User-agent line/),
        expect.stringMatching(/^15: "Dissallow" is not the standard spelling/),
        expect.stringMatching(/^16: Google has not supported noindex/),
      ]),
    );
  });

  it("warns about lines Google reads differently from RFC 9309", () => {
    const robots =
      "User-agent: Googlebot/2.1\nDisallow /a/\nDisallow: b/\nfoo bar baz\nSitemap: /sitemap.xml\n" +
      `Disallow: /${"x".repeat(17_000)}`;
    const warnings = run("*", [], robots).file!.warnings.map((w) => `${w.line}: ${w.message}`);
    expect(warnings).toEqual([
      expect.stringMatching(/^1: Google reads user-agent "Googlebot\/2.1" as "Googlebot"/),
      expect.stringMatching(/^2: No colon after "Disallow"/),
      expect.stringMatching(/^3: Disallow pattern "b\/" does not start with \/ or \*/),
      expect.stringMatching(/^4: Not a directive/),
      expect.stringMatching(/^5: A sitemap must be given as an absolute URL/),
      expect.stringMatching(/^6: Line longer than 16,663 bytes/),
    ]);
  });

  it("notes a byte order mark, an HTML answer and a file cut at 500 KiB", () => {
    const report = analyseRobotsTxt("\uFEFFUser-agent: *\nDisallow: /x\n", {
      userAgent: "*",
      urls: ["/x"],
      source: { ...fetched, contentType: "text/html; charset=utf-8", truncated: true },
      outcome: outcomeForStatus(200),
    });
    const messages = report.file!.warnings.map((w) => w.message).join("\n");
    expect(messages).toMatch(/byte order mark/);
    expect(messages).toMatch(/text\/html/);
    expect(messages).toMatch(/first 500 KiB/);
    expect(report.results[0]!.google.rule?.line).toBe(2);
  });
});

describe("reportWithoutFile", () => {
  it("allows every URL when robots.txt is missing and blocks every URL on a server error", () => {
    const missing = reportWithoutFile({
      userAgent: "*",
      urls: ["/a"],
      source: { ...fetched, status: 404 },
      outcome: outcomeForStatus(404),
    });
    expect(missing.results[0]!.google).toEqual({
      allowed: true,
      reason: "no-robots-txt",
      rule: null,
    });
    const failing = reportWithoutFile({
      userAgent: "*",
      urls: ["/a"],
      source: { ...fetched, status: 503 },
      outcome: outcomeForStatus(503),
    });
    expect(failing.results[0]!.google).toEqual({
      allowed: false,
      reason: "unreachable",
      rule: null,
    });
    expect(failing.file).toBeNull();
  });
});
