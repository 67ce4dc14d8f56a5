import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { popupMessageSchema, type PopupMessage } from "@/lib/auth/popup-message";
import { finishSupabaseSignIn, SUPABASE_CALLBACK_PATH } from "./callback";

const SESSION = {
  access_token: "eyJhbGciOiJFUzI1NiJ9.supabase.jwt",
  refresh_token: "supabase-refresh-1",
  expires_at: 1_800_000_000,
};
const ANSWER = {
  user: { id: "9f0c2a4e-1b2d-4c3e-8f9a-0b1c2d3e4f50", email: "dana@example.com" },
  isNewUser: true,
  session: SESSION,
};

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

const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => Response.json(ANSWER));
const navigate = vi.fn();

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  fetchMock.mockClear();
  navigate.mockClear();
});
afterEach(() => vi.unstubAllGlobals());

describe("finishSupabaseSignIn", () => {
  it("hands the code and its flow to the server and posts only the Supabase session", async () => {
    const { win, posted } = popupWindow("?code=pkce-code-1&sb_flow_id=0123456789abcdef");
    const result = await finishSupabaseSignIn(win, navigate);

    expect(result).toEqual({ ok: true, handedOver: true });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(SUPABASE_CALLBACK_PATH);
    expect(init?.method).toBe("POST");
    expect(JSON.parse(String(init?.body))).toEqual({
      code: "pkce-code-1",
      flowId: "0123456789abcdef",
    });
    expect(posted).toEqual([
      { message: { type: "SUPABASE_AUTH_SUCCESS", session: SESSION }, targetOrigin: ORIGIN },
    ]);
    expect(popupMessageSchema.safeParse(posted[0]!.message).success).toBe(true);
    expect(win.close).toHaveBeenCalled();
  });

  it("sends no flow id when the URL has none", async () => {
    const { win } = popupWindow("?code=c");
    await finishSupabaseSignIn(win, navigate);
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toEqual({ code: "c" });
  });

  it("reports a cancel Supabase sent back without asking the server", async () => {
    const { win, posted } = popupWindow(
      "?error=access_denied&error_description=The+user+denied+access",
    );
    await finishSupabaseSignIn(win, navigate);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(posted[0]?.message).toEqual({
      type: "SUPABASE_AUTH_ERROR",
      error: "Authentication cancelled or failed",
    });
  });

  it.each([
    ["no code", "?", () => undefined],
    [
      "a code the server could not trade",
      "?code=used",
      () =>
        fetchMock.mockResolvedValueOnce(
          Response.json(
            { error: { code: "invalid_code", message: "Authentication failed" } },
            { status: 400 },
          ),
        ),
    ],
    [
      "an answer without a session",
      "?code=c",
      () => fetchMock.mockResolvedValueOnce(Response.json({ user: ANSWER.user })),
    ],
    [
      "a network failure",
      "?code=c",
      () => fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch")),
    ],
  ])("reports 'Authentication failed' for %s", async (_label, search, arrange) => {
    arrange();
    const { win, posted } = popupWindow(search);
    const result = await finishSupabaseSignIn(win, navigate);
    expect(result).toEqual({ ok: false, reason: "Authentication failed", handedOver: true });
    expect(posted[0]?.message).toEqual({
      type: "SUPABASE_AUTH_ERROR",
      error: "Authentication failed",
    });
  });

  it("goes to the dashboard itself when it was not opened as a popup", async () => {
    const { win } = popupWindow("?code=c", false);
    await expect(finishSupabaseSignIn(win, navigate)).resolves.toEqual({
      ok: true,
      handedOver: true,
    });
    expect(navigate).toHaveBeenCalledWith("/app/");
  });

  it("stays to show a failure when there is no opener to tell", async () => {
    const { win } = popupWindow("?error=server_error", false);
    await expect(finishSupabaseSignIn(win, navigate)).resolves.toEqual({
      ok: false,
      reason: "Authentication cancelled or failed",
      handedOver: false,
    });
    expect(navigate).not.toHaveBeenCalled();
  });
});
