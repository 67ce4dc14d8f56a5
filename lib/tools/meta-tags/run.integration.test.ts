import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ToolError } from "@/lib/tools/tool-route";
import { startFixtureSite, type FixtureSite } from "@/tests/support/fixture-site";
import { runMetaTagsCheck } from "./run";

let site: FixtureSite;
let allowHosts: string[];

beforeAll(async () => {
  site = await startFixtureSite();
  allowHosts = [`127.0.0.1:${site.port}`];
});
afterAll(() => site.close());

const check = (path: string) =>
  runMetaTagsCheck({ url: `${site.origin}/meta-tags/${path}/` }, { allowHosts });

async function toolError(promise: Promise<unknown>): Promise<ToolError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ToolError);
  return error as ToolError;
}

describe("runMetaTagsCheck against the fixture site", () => {
  it("checks the complete page without errors or warnings", async () => {
    const report = await check("complete");
    expect(report.counts).toMatchObject({ error: 0, warning: 0 });
    expect(report.canonical.data.status).toBe("self");
  });

  it("reads the X-Robots-Tag header, which here contradicts the page's index, follow", async () => {
    const report = await check("noindex-header");
    expect(report.robots.findings.map((f) => f.id)).toEqual([
      "robots-noindex",
      "robots-nofollow",
      "robots-conflict",
    ]);
    expect(report.robots.data.googleIndexable).toBe(false);
  });

  it("follows a redirect and analyses the final page", async () => {
    const report = await check("redirect");
    expect(report.page.redirects).toEqual([
      { url: `${site.origin}/meta-tags/redirect/`, status: 301 },
    ]);
    expect(report.page.url).toBe(`${site.origin}/meta-tags/complete/`);
    expect(report.canonical.data.status).toBe("self");
  });

  it("refuses a PDF with 415 and an HTTP error page with 502", async () => {
    expect(await toolError(check("not-html"))).toMatchObject({
      status: 415,
      code: "not_html",
      message: expect.stringContaining("application/pdf"),
    });
    expect(await toolError(check("gone"))).toMatchObject({
      status: 502,
      code: "target_http_error",
      message: expect.stringContaining("HTTP 410"),
    });
  });
});
