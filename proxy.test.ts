import { NextRequest, NextResponse } from "next/server";
import { beforeEach, describe, expect, it, vi } from "vitest";

const mode = vi.hoisted(() => ({ current: "embedded" as "embedded" | "self-hosted" | "supabase" }));
vi.mock("@/lib/env", () => ({
  runMode: () => mode.current,
  env: { NODE_ENV: "production" },
  siteUrl: "https://rankwell.test",
}));

const refreshed = NextResponse.next();
refreshed.cookies.set("sb-abcdefghijklmnop-auth-token", "refreshed");
const updateSupabaseSession = vi.fn(async (_request: NextRequest) => refreshed);
vi.mock("@/lib/supabase/proxy", () => ({ updateSupabaseSession }));

const { proxy } = await import("./proxy");

const at = (path: string) => new NextRequest(`https://rankwell.test${path}`);

beforeEach(() => {
  mode.current = "embedded";
  updateSupabaseSession.mockClear();
});

describe("proxy", () => {
  it.each(["embedded", "self-hosted", "supabase"] as const)(
    "keeps the trailing-slash rule first in the %s mode",
    async (runMode) => {
      mode.current = runMode;
      const response = await proxy(at("/app/settings?tab=1"));
      expect(response.status).toBe(308);
      expect(response.headers.get("location")).toBe("https://rankwell.test/app/settings/?tab=1");
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
