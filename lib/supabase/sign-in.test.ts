import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startGoogleSignIn, type SignInWindow } from "@/components/auth/google-sign-in";
import type { PopupOutcome } from "@/lib/auth/popup";
import type { MessageEventLike } from "@/lib/auth/popup-window";

const SELF = "https://rankwell.app";
const CONSENT_URL = "https://abcdefghijklmnop.supabase.co/auth/v1/authorize?provider=google";

const auth = {
  signInWithOAuth: vi.fn(async (_args: unknown) => ({
    data: { provider: "google", url: CONSENT_URL as string | null },
    error: null as Error | null,
  })),
  setSession: vi.fn(async (_tokens: unknown) => ({ data: {}, error: null as Error | null })),
};
vi.mock("@supabase/ssr", () => ({ createBrowserClient: () => ({ auth }) }));

const { createSupabaseBrowserClient } = await import("./client");
const { supabaseSignIn, supabaseSignInUrl } = await import("./sign-in");
const { lazySupabaseAuth } = await import("./lazy-auth");
const client = createSupabaseBrowserClient({ url: "https://x.supabase.co", anonKey: "anon" });

class FakeWindow implements SignInWindow {
  readonly location = { origin: SELF };
  readonly screenX = 0;
  readonly screenY = 0;
  readonly outerWidth = 1200;
  readonly outerHeight = 800;
  readonly popup = { closed: false, location: { href: "about:blank" }, close: vi.fn() };
  readonly listeners = new Set<(event: MessageEventLike) => void>();
  open = vi.fn(() => this.popup);
  addEventListener(_type: "message", listener: (event: MessageEventLike) => void) {
    this.listeners.add(listener);
  }
  removeEventListener(_type: "message", listener: (event: MessageEventLike) => void) {
    this.listeners.delete(listener);
  }
  post(data: unknown) {
    this.listeners.forEach((listener) => listener({ origin: SELF, data }));
  }
}

beforeEach(() => {
  auth.signInWithOAuth.mockClear();
  auth.setSession.mockClear();
});

describe("supabaseSignInUrl", () => {
  it("asks Supabase for Google's URL without a redirect, back to the callback page, offline and with consent", async () => {
    await expect(supabaseSignInUrl(client.auth, SELF)).resolves.toBe(CONSENT_URL);
    expect(auth.signInWithOAuth).toHaveBeenCalledWith({
      provider: "google",
      options: {
        skipBrowserRedirect: true,
        redirectTo: "https://rankwell.app/auth-callback",
        scopes:
          "openid https://www.googleapis.com/auth/userinfo.email https://www.googleapis.com/auth/userinfo.profile https://www.googleapis.com/auth/webmasters.readonly https://www.googleapis.com/auth/analytics.readonly https://www.googleapis.com/auth/business.manage",
        queryParams: { access_type: "offline", prompt: "consent" },
      },
    });
  });

  it("is null when Supabase gives no URL or fails", async () => {
    auth.signInWithOAuth.mockResolvedValueOnce({
      data: { provider: "google", url: null },
      error: null,
    });
    await expect(supabaseSignInUrl(client.auth, SELF)).resolves.toBeNull();
    auth.signInWithOAuth.mockResolvedValueOnce({
      data: { provider: "google", url: CONSENT_URL },
      error: new Error("provider is not enabled"),
    });
    await expect(supabaseSignInUrl(client.auth, SELF)).resolves.toBeNull();
  });
});

describe("the Supabase popup sign-in", () => {
  let onResult: ReturnType<typeof vi.fn<(outcome: PopupOutcome) => void>>;
  beforeEach(() => {
    vi.useFakeTimers();
    onResult = vi.fn();
  });
  afterEach(() => vi.useRealTimers());

  async function openFlow() {
    const win = new FakeWindow();
    startGoogleSignIn({ window: win, ...supabaseSignIn(client, SELF), onResult });
    // The popup flow loads with the click, beside the URL: settled once both are in.
    await import("@/lib/auth/popup");
    await vi.advanceTimersByTimeAsync(0);
    return win;
  }

  it("sends the popup to Supabase's URL and sets the session it posts back", async () => {
    const win = await openFlow();
    expect(win.popup.location.href).toBe(CONSENT_URL);
    win.post({
      type: "SUPABASE_AUTH_SUCCESS",
      session: { access_token: "eyJ.a.b", refresh_token: "r1", expires_at: 1_800_000_000 },
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(auth.setSession).toHaveBeenCalledWith({ access_token: "eyJ.a.b", refresh_token: "r1" });
    expect(onResult).toHaveBeenCalledWith({
      status: "success",
      session: { access_token: "eyJ.a.b", refresh_token: "r1", expires_at: 1_800_000_000 },
    });
  });

  it("never hands provider tokens on, even when a message carries them", async () => {
    const win = await openFlow();
    win.post({
      type: "SUPABASE_AUTH_SUCCESS",
      session: { access_token: "eyJ.a.b", refresh_token: "r1", provider_token: "ya29.leak" },
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(JSON.stringify(onResult.mock.calls)).not.toContain("ya29");
    expect(JSON.stringify(auth.setSession.mock.calls)).not.toContain("ya29");
  });

  it("reports 'Failed to set session' when Supabase refuses the session", async () => {
    auth.setSession.mockResolvedValueOnce({ data: {}, error: new Error("Invalid Refresh Token") });
    const win = await openFlow();
    win.post({ type: "SUPABASE_AUTH_SUCCESS", session: { access_token: "a", refresh_token: "r" } });
    await vi.advanceTimersByTimeAsync(0);
    expect(onResult).toHaveBeenCalledWith({ status: "error", reason: "Failed to set session" });
  });

  it("reports 'No OAuth URL received' when Supabase gives no URL", async () => {
    auth.signInWithOAuth.mockResolvedValueOnce({
      data: { provider: "google", url: null },
      error: null,
    });
    const win = await openFlow();
    expect(win.popup.close).toHaveBeenCalled();
    expect(onResult).toHaveBeenCalledWith({ status: "error", reason: "No OAuth URL received" });
  });
});

describe("lazySupabaseAuth", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("loads the client on first use and signs in from this page's origin", async () => {
    vi.stubGlobal("window", { location: { origin: SELF } });
    const lazy = lazySupabaseAuth({ url: "https://x.supabase.co", anonKey: "anon" });
    await expect(lazy.getUrl()).resolves.toBe(CONSENT_URL);
    expect(auth.signInWithOAuth).toHaveBeenCalledWith(
      expect.objectContaining({
        options: expect.objectContaining({ redirectTo: "https://rankwell.app/auth-callback" }),
      }),
    );
    await lazy.setSession({ access_token: "a", refresh_token: "r" });
    expect(auth.setSession).toHaveBeenCalledWith({ access_token: "a", refresh_token: "r" });
  });
});
