import { NextRequest, NextResponse } from "next/server";
import { beforeEach, describe, expect, it, vi } from "vitest";

const mode = vi.hoisted(() => ({
  current: "embedded" as "embedded" | "self-hosted" | "supabase",
  publicDemo: false,
}));
vi.mock("@/lib/env", () => ({
  runMode: () => mode.current,
  servesLoopbackOnly: () => mode.current === "embedded" && !mode.publicDemo,
  env: { NODE_ENV: "production" },
  siteUrl: "https://rankwell.test",
}));

const refreshed = NextResponse.next();
refreshed.cookies.set("sb-abcdefghijklmnop-auth-token", "refreshed");
const updateSupabaseSession = vi.fn(async (_request: NextRequest) => refreshed);
vi.mock("@/lib/supabase/proxy", () => ({ updateSupabaseSession }));

const { proxy } = await import("./proxy");

// Next hands the proxy the request's own Host header; embedded mode answers only a loopback one.
const at = (path: string, host = "localhost:3000", headers: Record<string, string> = {}) =>
  new NextRequest(`http://${host}${path}`, { headers: { host, ...headers } });

beforeEach(() => {
  mode.current = "embedded";
  mode.publicDemo = false;
  updateSupabaseSession.mockClear();
});

describe("proxy", () => {
  it.each(["embedded", "self-hosted", "supabase"] as const)(
    "keeps the trailing-slash rule first in the %s mode",
    async (runMode) => {
      mode.current = runMode;
      const response = await proxy(at("/app/settings?tab=1"));
      expect(response.status).toBe(308);
      expect(response.headers.get("location")).toBe("http://localhost:3000/app/settings/?tab=1");
      expect(updateSupabaseSession).not.toHaveBeenCalled();
    },
  );

  it.each(["/app/", "/app/settings/", "/api/auth/session/", "/api/projects"])(
    "refreshes the Supabase session for %s in Supabase mode",
    async (path) => {
      mode.current = "supabase";
      const request = at(path);
      await expect(proxy(request)).resolves.toBe(refreshed);
      expect(updateSupabaseSession).toHaveBeenCalledWith(request);
    },
  );

  it.each(["/", "/tools/meta-tags/", "/auth-callback", "/application/", "/apis/"])(
    "leaves %s alone in Supabase mode",
    async (path) => {
      mode.current = "supabase";
      const response = await proxy(at(path));
      expect(response.headers.get("x-middleware-next")).toBe("1");
      expect(updateSupabaseSession).not.toHaveBeenCalled();
    },
  );

  it.each(["embedded", "self-hosted"] as const)(
    "never touches Supabase in the %s mode",
    async (runMode) => {
      mode.current = runMode;
      const response = await proxy(at("/app/"));
      expect(response.headers.get("x-middleware-next")).toBe("1");
      expect(updateSupabaseSession).not.toHaveBeenCalled();
    },
  );

  it.each([
    ["another host", "rankwell.example", {}],
    ["a LAN address", "192.168.1.20:3000", {}],
    [
      "a loopback Host forwarded from elsewhere",
      "localhost:3000",
      { "x-forwarded-for": "203.0.113.9" },
    ],
  ])("refuses %s in embedded mode, before anything else", async (_label, host, headers) => {
    const page = await proxy(at("/app/settings", host, headers));
    expect(page.status).toBe(403);
    expect(page.headers.get("content-type")).toContain("text/plain");
    expect(await page.text()).toContain("set RANKWELL_PUBLIC_DEMO=1");

    const api = await proxy(at("/api/projects/", host, headers));
    expect(api.status).toBe(403);
    expect(await api.json()).toEqual({
      error: { code: "forbidden", message: expect.stringContaining("only on this machine") },
    });
    const emulator = await proxy(at("/emulator/google/o/oauth2/v2/auth", host, headers));
    expect(emulator.status).toBe(403);
  });

  it.each(["localhost:3000", "127.0.0.1:3100", "[::1]:3000"])(
    "serves %s in embedded mode",
    async (host) => {
      const response = await proxy(at("/app/", host, { "x-forwarded-for": "127.0.0.1" }));
      expect(response.headers.get("x-middleware-next")).toBe("1");
    },
  );

  it("serves any host as a public demo and in the other modes", async () => {
    mode.publicDemo = true;
    expect((await proxy(at("/app/", "demo.rankwell.example"))).status).toBe(200);
    mode.publicDemo = false;
    for (const runMode of ["self-hosted", "supabase"] as const) {
      mode.current = runMode;
      const response = await proxy(at("/", "rankwell.example"));
      expect(response.headers.get("x-middleware-next")).toBe("1");
    }
  });

  it.each(["/api/%zz/", "/api/projects/%/data-sources/", "/app/%E0%A4%A/"])(
    "answers 400, not Next's 500 page, to the malformed escape in %s",
    async (path) => {
      const response = await proxy(at(path));
      expect(response.status).toBe(400);
      if (path.startsWith("/api/")) expect((await response.json()).error.code).toBe("invalid_path");
      else expect(await response.text()).toContain("malformed percent-escape");
    },
  );
});

describe("proxy security headers", () => {
  const nonceOf = (policy: string | null) => /'nonce-([^']+)'/.exec(policy ?? "")?.[1];

  it("gives a page rendered per request a nonce and hands the same policy to the render", async () => {
    const response = await proxy(at("/app/"));
    const policy = response.headers.get("content-security-policy");
    expect(nonceOf(policy)).toBeTruthy();
    expect(response.headers.get("x-middleware-request-content-security-policy")).toBe(policy);
    expect(response.headers.get("x-middleware-request-x-nonce")).toBe(nonceOf(policy));
    expect(response.headers.get("strict-transport-security")).toContain("max-age=63072000");
  });

  it("gives a prerendered page its policy without a nonce and leaves its request alone", async () => {
    const response = await proxy(at("/tools/meta-tags/"));
    expect(response.headers.get("content-security-policy")).toContain("'unsafe-inline'");
    expect(nonceOf(response.headers.get("content-security-policy"))).toBeUndefined();
    expect(response.headers.get("x-middleware-override-headers")).toBeNull();
  });

  it("secures the trailing-slash redirect and API answers too", async () => {
    const redirect = await proxy(at("/pricing"));
    expect(redirect.status).toBe(308);
    expect(redirect.headers.get("x-frame-options")).toBe("DENY");
    const api = await proxy(at("/api/projects/"));
    expect(api.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("forwards the nonce through the Supabase session refresh", async () => {
    mode.current = "supabase";
    const response = await proxy(at("/app/"));
    expect(response).toBe(refreshed);
    const forwarded = updateSupabaseSession.mock.calls[0]![0].headers;
    expect(forwarded.get("content-security-policy")).toBe(
      response.headers.get("content-security-policy"),
    );
    expect(nonceOf(forwarded.get("content-security-policy"))).toBeTruthy();
  });
});
