import { describe, expect, it } from "vitest";
import type { PageResult, StreamLine } from "@/lib/tools/backlink-checker/types";
import { postJson, serveFixtureSiteForTests } from "@/tests/support/fixture-site";
import { POST } from "./route";

const fixture = serveFixtureSiteForTests();

const call = (body: unknown) => postJson(POST, "/api/tools/backlink-checker/", body);

async function check(paths: string[]): Promise<Map<string, PageResult>> {
  const response = await call({
    url: "example.com",
    pages: paths.map((p) => `${fixture.site.origin}/backlink-checker/${p}`),
  });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/ndjson/);
  const lines = (await response.text())
    .trim()
    .split("\n")
    .map((l) => JSON.parse(l) as StreamLine);
  expect(lines.at(-1)).toEqual({ type: "done", checked: paths.length });
  const rows = new Map<string, PageResult>();
  for (const line of lines) if (line.type === "result") rows.set(paths[line.index]!, line.result);
  return rows;
}

describe("POST /api/tools/backlink-checker", () => {
  it("checks every page and streams one row per page", async () => {
    const rows = await check([
      "plain/",
      "nofollow/",
      "sponsored/",
      "ugc/",
      "image/",
      "subdomain/",
      "noindex-meta/",
      "noindex-header/",
      "canonical-elsewhere/",
      "blocked/",
      "no-link/",
      "missing/",
      "redirect/",
      "file.pdf",
    ]);
    expect(rows.get("plain/")).toMatchObject({
      verdict: "followed",
      httpStatus: 200,
      indexable: true,
      link: { anchor: "Example pricing" },
    });
    expect(rows.get("nofollow/")).toMatchObject({
      verdict: "qualified",
      link: { rel: ["nofollow"] },
    });
    expect(rows.get("sponsored/")).toMatchObject({
      verdict: "qualified",
      link: { rel: ["sponsored"] },
    });
    expect(rows.get("ugc/")).toMatchObject({
      verdict: "qualified",
      link: { rel: ["nofollow", "ugc"] },
    });
    expect(rows.get("image/")).toMatchObject({
      verdict: "followed",
      link: { kind: "image", anchor: "Example logo" },
    });
    expect(rows.get("subdomain/")?.verdict).toBe("followed");
    expect(rows.get("noindex-meta/")).toMatchObject({
      indexable: false,
      indexIssues: ["noindex in the robots meta tag"],
    });
    expect(rows.get("noindex-header/")).toMatchObject({
      indexable: false,
      indexIssues: ["noindex in the X-Robots-Tag header"],
    });
    expect(rows.get("canonical-elsewhere/")?.indexIssues).toEqual([
      `canonical points to ${fixture.site.origin}/backlink-checker/plain/`,
    ]);
    expect(rows.get("blocked/")).toMatchObject({
      verdict: "followed",
      indexIssues: ["robots.txt blocks Googlebot from this page"],
    });
    expect(rows.get("no-link/")).toMatchObject({
      verdict: "not-linked",
      link: null,
      indexable: true,
    });
    expect(rows.get("missing/")).toMatchObject({
      verdict: "error",
      httpStatus: 404,
      error: "The page answered HTTP 404.",
    });
    expect(rows.get("redirect/")).toMatchObject({
      verdict: "followed",
      finalUrl: `${fixture.site.origin}/backlink-checker/plain/`,
    });
    expect(rows.get("file.pdf")).toMatchObject({
      verdict: "error",
      error: "The page is not HTML (application/pdf).",
    });
  });

  it("reports a private address as an error row, not a fetch", async () => {
    const response = await call({ url: "example.com", pages: ["http://10.0.0.1/"] });
    const [first] = (await response.text())
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l) as StreamLine);
    expect(first).toMatchObject({
      type: "result",
      result: {
        verdict: "error",
        error: "That address points to a private or local network, which Rankwell cannot fetch.",
      },
    });
  });

  it("refuses an invalid site or page URL before checking anything", async () => {
    const badSite = await call({ url: "not a url", pages: ["a.test"] });
    expect(badSite.status).toBe(400);
    expect((await badSite.json()).error.message).toMatch(/is not a valid URL/);
    const badPage = await call({ url: "example.com", pages: ["a.test", "javascript:alert(1)"] });
    expect(badPage.status).toBe(400);
    expect((await badPage.json()).error.message).toMatch(
      /^Page 2 \(javascript:alert\(1\)\): Only http/,
    );
  });
});
