import { NextRequest, NextResponse } from "next/server";
import { beforeEach, describe, expect, it, vi } from "vitest";

const mode = vi.hoisted(() => ({ current: "embedded" as "embedded" | "self-hosted" | "supabase" }));
vi.mock("@/lib/env", () => ({ runMode: () => mode.current }));

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
