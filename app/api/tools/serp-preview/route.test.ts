import { describe, expect, it } from "vitest";
import { postJson, serveFixtureSiteForTests } from "@/tests/support/fixture-site";
import { POST } from "./route";

const fixture = serveFixtureSiteForTests();

const call = (body: unknown) => postJson(POST, "/api/tools/serp-preview/", body);

describe("POST /api/tools/serp-preview", () => {
  it("answers with the page's title, description and final URL", async () => {
    const response = await call({ url: `${fixture.site.origin}/serp-preview/guide/` });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      url: `${fixture.site.origin}/serp-preview/guide/`,
      siteName: "Northpeak Journal",
    });
  });

  it("refuses an empty URL and reports the target's HTTP error", async () => {
    const empty = await call({ url: " " });
    expect(empty.status).toBe(400);
    const missing = await call({ url: `${fixture.site.origin}/serp-preview/does-not-exist/` });
    expect(missing.status).toBe(502);
    expect(await missing.json()).toEqual({
      error: { code: "target_http_error", message: expect.stringContaining("HTTP 404") },
    });
  });
});
