import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { popupMessageSchema, type PopupMessage } from "@/lib/auth/popup-message";

const SESSION = {
  access_token: "eyJhbGciOiJFUzI1NiJ9.supabase.jwt",
  refresh_token: "supabase-refresh-1",
  expires_in: 3600,
  expires_at: 1_800_000_000,
  token_type: "bearer",
  provider_token: "ya29.a0-google-access-token",
  provider_refresh_token: "1//0g-google-refresh-token",
  user: { id: "9f0c2a4e-1b2d-4c3e-8f9a-0b1c2d3e4f50", email: "dana@example.com" },
};

const auth = {
  exchangeCodeForSession: vi.fn(async (_code: string) => ({
    data: { session: SESSION as typeof SESSION | null },
    error: null as Error | null,
  })),
};
vi.mock("@supabase/ssr", () => ({ createBrowserClient: () => ({ auth }) }));

const { createSupabaseBrowserClient } = await import("./client");
const { finishSupabaseSignIn, finishWithSupabase, PROVIDER_TOKENS_PATH } =
  await import("./callback");
const client = createSupabaseBrowserClient({ url: "https://x.supabase.co", anonKey: "anon" });
const callbackAuth = client.auth;

const ORIGIN = "https://rankwell.app";

function popupWindow(search: string, withOpener = true) {
  const posted: { message: PopupMessage; targetOrigin: string }[] = [];
  const opener = {
    closed: false,
    postMessage: (message: PopupMessage, targetOrigin: string) =>
      posted.push({ message, targetOrigin }),
  };
  return {
    posted,
    win: {
      location: { search, origin: ORIGIN },
      opener: withOpener ? opener : null,
      close: vi.fn(),
    },
  };
}

const fetchMock = vi.fn(
  async (_url: string, _init?: RequestInit) => new Response(null, { status: 200 }),
);
const navigate = vi.fn();

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  fetchMock.mockClear();
  navigate.mockClear();
  auth.exchangeCodeForSession.mockClear();
});
afterEach(() => vi.unstubAllGlobals());

describe("finishSupabaseSignIn", () => {
  it("exchanges the code, hands Google's tokens to the server and posts only the Supabase session", async () => {
    const { win, posted } = popupWindow("?code=pkce-code-1");
    const result = await finishSupabaseSignIn(win, navigate, callbackAuth);

    expect(result).toEqual({ ok: true, handedOver: true });
    expect(auth.exchangeCodeForSession).toHaveBeenCalledWith("pkce-code-1");
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(PROVIDER_TOKENS_PATH);
    expect(init?.method).toBe("POST");
    expect(JSON.parse(String(init?.body))).toEqual({
      provider_token: SESSION.provider_token,
      provider_refresh_token: SESSION.provider_refresh_token,
      expires_at: SESSION.expires_at,
    });

    expect(posted).toEqual([
      {
        message: {
          type: "SUPABASE_AUTH_SUCCESS",
          session: {
            access_token: SESSION.access_token,
            refresh_token: SESSION.refresh_token,
            expires_at: SESSION.expires_at,
          },
        },
        targetOrigin: ORIGIN,
      },
    ]);
    const sent = JSON.stringify(posted);
    expect(sent).not.toContain(SESSION.provider_token);
    expect(sent).not.toContain(SESSION.provider_refresh_token);
    expect(popupMessageSchema.safeParse(posted[0]!.message).success).toBe(true);
    expect(win.close).toHaveBeenCalled();
  });

  it("reports a cancel Supabase sent back without exchanging anything", async () => {
    const { win, posted } = popupWindow(
      "?error=access_denied&error_description=The+user+denied+access",
    );
    await finishSupabaseSignIn(win, navigate, callbackAuth);
    expect(auth.exchangeCodeForSession).not.toHaveBeenCalled();
    expect(posted[0]?.message).toEqual({
      type: "SUPABASE_AUTH_ERROR",
      error: "Authentication cancelled or failed",
    });
  });

  it.each([
    ["no code", "?", () => undefined],
    [
      "a refused code",
      "?code=used",
      () =>
        auth.exchangeCodeForSession.mockResolvedValueOnce({
          data: { session: null },
          error: new Error("invalid flow state, no valid flow state found"),
        }),
    ],
    [
      "tokens the server could not store",
      "?code=c",
      () => fetchMock.mockResolvedValueOnce(new Response(null, { status: 500 })),
    ],
  ])("reports 'Authentication failed' for %s", async (_label, search, arrange) => {
    arrange();
    const { win, posted } = popupWindow(search);
    const result = await finishSupabaseSignIn(win, navigate, callbackAuth);
    expect(result).toEqual({ ok: false, reason: "Authentication failed", handedOver: true });
    expect(posted[0]?.message).toEqual({
      type: "SUPABASE_AUTH_ERROR",
      error: "Authentication failed",
    });
  });

  it("goes to the dashboard itself when it was not opened as a popup", async () => {
    const { win } = popupWindow("?code=c", false);
    await expect(finishSupabaseSignIn(win, navigate, callbackAuth)).resolves.toEqual({
      ok: true,
      handedOver: true,
    });
    expect(navigate).toHaveBeenCalledWith("/app/");
  });

  it("stays to show a failure when there is no opener to tell", async () => {
    const { win } = popupWindow("?error=server_error", false);
    await expect(finishSupabaseSignIn(win, navigate, callbackAuth)).resolves.toEqual({
      ok: false,
      reason: "Authentication cancelled or failed",
      handedOver: false,
    });
    expect(navigate).not.toHaveBeenCalled();
  });

  it("runs on the page's own browser client", async () => {
    const { win, posted } = popupWindow("?code=c2");
    const config = { url: "https://x.supabase.co", anonKey: "anon" };
    await expect(finishWithSupabase(config, win, navigate)).resolves.toMatchObject({ ok: true });
    expect(auth.exchangeCodeForSession).toHaveBeenCalledWith("c2");
    expect(posted[0]?.message.type).toBe("SUPABASE_AUTH_SUCCESS");
  });
});
