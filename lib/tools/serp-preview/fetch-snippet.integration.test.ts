import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ToolError } from "@/lib/tools/tool-route";
import { startFixtureSite, type FixtureSite } from "@/tests/support/fixture-site";
import { fetchSnippet } from "./fetch-snippet";

let site: FixtureSite;
let allowHosts: string[];

beforeAll(async () => {
  site = await startFixtureSite();
  allowHosts = [`127.0.0.1:${site.port}`];
});
afterAll(() => site.close());

describe("fetchSnippet against the fixture site", () => {
  it("reads the title, description and site name of a page", async () => {
    const result = await fetchSnippet(
      { url: `${site.origin}/serp-preview/guide/` },
      { allowHosts },
    );
    expect(result).toEqual({
      url: `${site.origin}/serp-preview/guide/`,
      title: expect.stringMatching(/^How to Choose Trail Running Shoes/),
      description: expect.stringContaining("2,000 km"),
      siteName: "Northpeak Journal",
    });
  });

  it("returns an empty description when the page has none", async () => {
    const result = await fetchSnippet(
      { url: `${site.origin}/serp-preview/no-description/` },
      { allowHosts },
    );
    expect(result).toMatchObject({
      title: "Northpeak store opening hours",
      description: "",
      siteName: null,
    });
  });

  it("refuses pages that are not HTML", async () => {
    const error = await fetchSnippet(
      { url: `${site.origin}/meta-tags/not-html/` },
      { allowHosts },
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ToolError);
  });
});
