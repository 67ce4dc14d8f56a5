import { describe, expect, it } from "vitest";
import type { KeywordDensityResponse } from "@/lib/tools/keyword-density/run";
import { ARTICLE_PATH } from "@/tests/fixtures/site/routes/keyword-density";
import { postJson, serveFixtureSiteForTests } from "@/tests/support/fixture-site";
import { POST } from "./route";

const fixture = serveFixtureSiteForTests();

const call = (body: unknown) =>
  postJson(POST, "/api/tools/keyword-density/", body, { "x-forwarded-for": "198.51.100.7" });

describe("POST /api/tools/keyword-density", () => {
  it("counts only the words a visitor sees on a fetched page", async () => {
    const response = await call({
      url: `${fixture.site.origin}${ARTICLE_PATH}`,
      phrase: "trail running shoes",
    });
    expect(response.status).toBe(200);
    const result = (await response.json()) as KeywordDensityResponse;
    expect(result.source).toMatchObject({
      kind: "url",
      url: `${fixture.site.origin}${ARTICLE_PATH}`,
    });
    expect(result.totalWords).toBe(24);
    expect(result.tables[2]?.rows[0]).toEqual({
      phrase: "trail running shoes",
      count: 4,
      density: 50,
    });
    expect(result.tables[0]?.rows.map((r) => r.phrase)).not.toContain("decorative");
    expect(result.prominence?.places).toEqual({
      title: 1,
      metaDescription: 1,
      h1: 1,
      h2: 1,
      first100Words: 4,
      url: 1,
      imageAlt: 1,
    });
  });

  it("takes the language from html lang and removes its stop words", async () => {
    const response = await call({ url: `${fixture.site.origin}/keyword-density/german/` });
    const result = (await response.json()) as KeywordDensityResponse;
    expect(result.language).toEqual({ code: "de", source: "html" });
    expect(result.tables[0]?.rows[0]).toMatchObject({ phrase: "wanderschuhe", count: 3 });
    expect(result.tables[0]?.rows.map((r) => r.phrase)).not.toContain("die");
  });

  it("analyses pasted text", async () => {
    const response = await call({ text: "Rankwell counts words.\nRankwell counts phrases." });
    const result = (await response.json()) as KeywordDensityResponse;
    expect(result.source).toEqual({ kind: "text", characters: 47 });
    expect(result.tables[1]?.rows[0]).toEqual({
      phrase: "rankwell counts",
      count: 2,
      density: 66.67,
    });
  });

  it("answers the one error shape for bad input, non-HTML, empty and failing pages", async () => {
    const bad = await call({ url: "ftp://example.com/" });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.code).toBe("invalid_input");
    const json = await call({ url: `${fixture.site.origin}/keyword-density/data.json` });
    expect(json.status).toBe(415);
    expect((await json.json()).error.code).toBe("not_html");
    const empty = await call({ url: `${fixture.site.origin}/keyword-density/empty/` });
    expect(empty.status).toBe(422);
    expect((await empty.json()).error.message).toMatch(/No visible words/);
    const missing = await call({ url: `${fixture.site.origin}/keyword-density/missing/` });
    expect(missing.status).toBe(502);
    expect((await missing.json()).error).toEqual({
      code: "target_http_error",
      message: "The page answered HTTP 404, so there is no text to count.",
    });
    const local = await call({ url: "http://127.0.0.1:1/" });
    expect(local.status).toBe(403);
  });
});
