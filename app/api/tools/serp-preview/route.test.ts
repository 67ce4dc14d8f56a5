import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { env } from "@/lib/env";
import { startFixtureSite, type FixtureSite } from "@/tests/support/fixture-site";
import { POST } from "./route";

let site: FixtureSite;

beforeAll(async () => {
  site = await startFixtureSite();
  env.SAFE_FETCH_ALLOW_HOSTS = `127.0.0.1:${site.port}`;
});
afterAll(async () => {
  env.SAFE_FETCH_ALLOW_HOSTS = undefined;
  await site.close();
});

const call = (body: unknown) =>
  POST(
    new Request("http://localhost/api/tools/serp-preview/", {
      method: "POST",
      body: JSON.stringify(body),
    }),
  );

describe("POST /api/tools/serp-preview", () => {
  it("answers with the page's title, description and final URL", async () => {
    const response = await call({ url: `${site.origin}/serp-preview/guide/` });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      url: `${site.origin}/serp-preview/guide/`,
      siteName: "Northpeak Journal",
    });
  });

  it("refuses an empty URL and reports the target's HTTP error", async () => {
    const empty = await call({ url: " " });
    expect(empty.status).toBe(400);
    const missing = await call({ url: `${site.origin}/serp-preview/does-not-exist/` });
    expect(missing.status).toBe(502);
    expect(await missing.json()).toEqual({
      error: { code: "target_http_error", message: expect.stringContaining("HTTP 404") },
    });
  });
});
