import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { env } from "@/lib/env";
import { startFixtureSite, type FixtureSite } from "@/tests/support/fixture-site";
import { GET, POST } from "./route";

let site: FixtureSite;

beforeAll(async () => {
  site = await startFixtureSite();
  env.SAFE_FETCH_ALLOW_HOSTS = `127.0.0.1:${site.port}`;
});
afterAll(async () => {
  env.SAFE_FETCH_ALLOW_HOSTS = undefined;
  await site.close();
});

const start = (body: unknown) =>
  POST(
    new Request("http://localhost/api/tools/page-speed/", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "198.51.100.9" },
      body: JSON.stringify(body),
    }),
  );
const poll = (query: string) => GET(new Request(`http://localhost/api/tools/page-speed/?${query}`));

// The successful path starts a real Lighthouse run; it is covered by lighthouse.integration.test.ts
// and the end-to-end test. These check what is refused before any browser starts.
describe("POST /api/tools/page-speed", () => {
  it("validates the URL and the strategy", async () => {
    const bad = await start({ url: "javascript:alert(1)" });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.code).toBe("invalid_input");
    const strategy = await start({ url: "example.com", strategy: "tablet" });
    expect(strategy.status).toBe(400);
  });

  it("checks the page before queueing a test", async () => {
    const missing = await start({ url: `${site.origin}/page-speed/missing-page/` });
    expect(missing.status).toBe(502);
    expect(await missing.json()).toEqual({
      error: {
        code: "target_http_error",
        message: "The page answered HTTP 404, so there is nothing to measure.",
      },
    });
    const local = await start({ url: "http://10.0.0.1/" });
    expect(local.status).toBe(403);
    expect((await local.json()).error.code).toBe("forbidden_address");
  });
});

describe("GET /api/tools/page-speed", () => {
  it("answers 400 for a malformed id and 404 for an unknown one", async () => {
    expect((await poll("job=nope")).status).toBe(400);
    const unknown = await poll("job=7d9c0c3e-7a43-4a57-9a5e-6a4b0a2b9f10");
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).error.code).toBe("unknown_job");
  });
});
