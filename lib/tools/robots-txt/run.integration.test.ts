import { startFixtureSite, type FixtureSite } from "@/tests/support/fixture-site";
import { runRobotsTxtTest } from "./run";
import { robotsTxtInputSchema } from "./schema";

let site: FixtureSite;
beforeAll(async () => {
  site = await startFixtureSite();
});
afterAll(() => site.close());

const run = (folder: string, urls: string[] = ["/private/a", "/search"], userAgent = "Googlebot") =>
  runRobotsTxtTest(
    robotsTxtInputSchema.parse({
      url: `${site.origin}/robots-txt/${folder}/robots.txt`,
      userAgent,
      urls,
    }),
    {
      allowHosts: [`127.0.0.1:${site.port}`],
      timeoutMs: 3000,
    },
  );

describe("runRobotsTxtTest against the fixture site", () => {
  it("fetches and tests a robots.txt", async () => {
    const report = await run("ok", ["/private/a", "/search?q=1", "/docs/"]);
    expect(report.outcome.kind).toBe("parsed");
    expect(report.source).toMatchObject({ kind: "fetched", status: 200, redirects: [] });
    expect(
      report.results.map((r) => [r.url, r.google.allowed, r.google.rule?.line ?? null]),
    ).toEqual([
      [`${site.origin}/private/a`, true, null],
      [`${site.origin}/search?q=1`, false, 11],
      [`${site.origin}/docs/`, true, 13],
    ]);
    expect(report.file?.sitemaps[0]?.url).toBe(`${site.origin}/robots-txt/ok/sitemap.xml`);
  });

  it("follows a redirect and tests URLs against the robots.txt's own site", async () => {
    const report = await run("redirect");
    expect(report.source).toMatchObject({
      status: 200,
      redirects: [`${site.origin}/robots-txt/redirect/robots.txt`],
      finalUrl: `${site.origin}/robots-txt/ok/robots.txt`,
    });
    expect(report.results[1]!.google.allowed).toBe(false);
  });

  it.each([
    ["missing", 404, "allow-all", true],
    ["forbidden", 403, "allow-all", true],
    ["error", 500, "disallow-all", false],
  ])("reads %s (HTTP %i) as %s", async (folder, status, kind, allowed) => {
    const report = await run(folder);
    expect(report.source).toMatchObject({ status });
    expect(report.outcome.kind).toBe(kind);
    expect(report.file).toBeNull();
    expect(
      report.results.every((r) => r.google.allowed === allowed && r.rfc.allowed === allowed),
    ).toBe(true);
  });

  it("treats a redirect loop as no robots.txt", async () => {
    const report = await run("loop");
    expect(report.outcome).toMatchObject({
      kind: "allow-all",
      title: expect.stringMatching(/Too many redirects/),
    });
  });

  it("ignores what comes after 500 KiB", async () => {
    const report = await run("large", ["/early/a", "/late/a"], "*");
    expect(report.source).toMatchObject({ truncated: true, bytes: 500 * 1024 });
    expect(report.results.map((r) => r.google.allowed)).toEqual([false, true]);
    expect(report.file?.warnings[0]?.message).toMatch(/first 500 KiB/);
  });

  it("warns when the answer is an HTML page", async () => {
    const report = await run("html");
    expect(report.file?.warnings.some((w) => /text\/html/.test(w.message))).toBe(true);
  });

  it("tests a pasted file without fetching anything", async () => {
    const report = await runRobotsTxtTest(
      robotsTxtInputSchema.parse({
        robotsTxt: "User-agent: *\nDisallow: /x/",
        urls: ["/x/1", "/y"],
      }),
    );
    expect(report.source).toEqual({ kind: "pasted" });
    expect(report.results.map((r) => [r.url, r.google.allowed])).toEqual([
      ["/x/1", false],
      ["/y", true],
    ]);
  });
});
