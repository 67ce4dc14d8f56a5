import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { env } from "@/lib/env";
import { SafeFetchError, type SafeFetchErrorCode } from "@/lib/security/safe-fetch-error";
import { ToolError, toolRoute } from "./tool-route";

const schema = z.object({ url: z.string().min(1, "Enter a URL.") });
let counter = 0;

function route(handler: (input: { url: string }) => Promise<unknown>) {
  counter += 1;
  return toolRoute({ tool: `test-${counter}`, schema, handler });
}

const post = (body: string, ip = "203.0.113.5") =>
  new Request("http://localhost/api/tools/test/", {
    method: "POST",
    body,
    headers: { "content-type": "application/json", "x-forwarded-for": ip },
  });

afterEach(() => vi.restoreAllMocks());
// As behind one proxy that appends the caller's address: each test's x-forwarded-for is a caller.
beforeAll(() => {
  env.TRUSTED_PROXY_HOPS = 1;
});
afterAll(() => {
  env.TRUSTED_PROXY_HOPS = 0;
});

describe("toolRoute", () => {
  it("parses a JSON body and answers with the handler's result", async () => {
    const handler = vi.fn(async (input: { url: string }) => ({ echoed: input.url }));
    const response = await route(handler)(post(JSON.stringify({ url: "example.com" })));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ echoed: "example.com" });
  });

  it("reads query parameters on GET", async () => {
    const response = await route(async (input) => input)(
      new Request("http://localhost/api/tools/test/?url=a.com"),
    );
    expect(await response.json()).toEqual({ url: "a.com" });
  });

  it("answers 400 invalid_json for a body that is not JSON", async () => {
    const response = await route(async () => ({}))(post("{nope"));
    expect(response.status).toBe(400);
    expect((await response.json()).error.code).toBe("invalid_json");
  });

  it("answers 413 for a body over 5 MiB without calling the handler", async () => {
    const handler = vi.fn(async () => ({}));
    const response = await route(handler)(
      post(JSON.stringify({ url: "x".repeat(5 * 1024 * 1024) })),
    );
    expect(response.status).toBe(413);
    expect((await response.json()).error.code).toBe("payload_too_large");
    expect(handler).not.toHaveBeenCalled();
  });

  it("answers 400 invalid_input with the zod message", async () => {
    const response = await route(async () => ({}))(post(JSON.stringify({ url: "" })));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: "invalid_input", message: "url: Enter a URL." },
    });
  });

  it.each<[SafeFetchErrorCode, number]>([
    ["invalid_url", 400],
    ["forbidden_address", 403],
    ["dns_failure", 502],
    ["connection_failed", 502],
    ["too_many_redirects", 502],
    ["timeout", 504],
    ["too_large", 413],
  ])("maps SafeFetchError %s to HTTP %i", async (code, status) => {
    const response = await route(async () => {
      throw new SafeFetchError(code, `Failure ${code}.`);
    })(post(JSON.stringify({ url: "x" })));
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ error: { code, message: `Failure ${code}.` } });
  });

  it("passes a ToolError through with its own status and code", async () => {
    const response = await route(async () => {
      throw new ToolError(502, "target_http_error", "The page answered HTTP 404.");
    })(post(JSON.stringify({ url: "x" })));
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({
      error: { code: "target_http_error", message: "The page answered HTTP 404." },
    });
  });

  it("hides unexpected errors behind a 500 and logs them", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const response = await route(async () => {
      throw new Error("secret internals at /srv/app.js:1");
    })(post(JSON.stringify({ url: "x" })));
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text).error.code).toBe("internal_error");
    expect(text).not.toContain("secret internals");
    expect(log).toHaveBeenCalled();
  });

  it("answers 429 with Retry-After once the client used its requests", async () => {
    const handler = route(async () => ({ ok: true }));
    for (let i = 0; i < env.TOOLS_RATE_LIMIT_PER_MINUTE; i++) {
      expect((await handler(post(JSON.stringify({ url: "x" }), "198.51.100.9"))).status).toBe(200);
    }
    const refused = await handler(post(JSON.stringify({ url: "x" }), "198.51.100.9"));
    expect(refused.status).toBe(429);
    const seconds = Number(refused.headers.get("retry-after"));
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect((await refused.json()).error).toEqual({
      code: "rate_limited",
      message: `Too many requests. Please wait ${seconds} seconds and try again.`,
    });
    expect((await handler(post(JSON.stringify({ url: "x" }), "198.51.100.10"))).status).toBe(200);
  });
});
