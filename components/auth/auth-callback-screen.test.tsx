// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { AuthCallbackScreen } from "./auth-callback-screen";

const replace = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ replace }) }));

const fetchMock = vi.fn<typeof fetch>();
const ORIGIN = window.location.origin;

function openedAt(search: string) {
  window.history.replaceState(null, "", `/auth-callback${search}`);
}

function withOpener() {
  const opener = { closed: false, postMessage: vi.fn() };
  Object.defineProperty(window, "opener", { value: opener, configurable: true });
  return opener;
}

describe("AuthCallbackScreen", () => {
  beforeEach(() => {
    vi.stubGlobal("fetch", fetchMock);
    vi.spyOn(window, "close").mockImplementation(() => undefined);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    vi.clearAllMocks();
    Object.defineProperty(window, "opener", { value: null, configurable: true });
  });

  it("hands the code to the server, tells the opener of our own origin, and closes", async () => {
    fetchMock.mockResolvedValue(
      Response.json({ user: { id: "u1", email: "dana@demo.rankwell.dev" }, isNewUser: true }),
    );
    const opener = withOpener();
    openedAt("?code=4%2F0Adeu5B&state=st-1&scope=openid");
    render(<AuthCallbackScreen />);

    await waitFor(() => expect(window.close).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/auth/google/callback/");
    expect(init?.method).toBe("POST");
    expect(JSON.parse(String(init?.body))).toEqual({ code: "4/0Adeu5B", state: "st-1" });
    expect(opener.postMessage).toHaveBeenCalledWith({ type: "SUPABASE_AUTH_SUCCESS" }, ORIGIN);
    expect(replace).not.toHaveBeenCalled();
    expect(screen.getByRole("heading", { name: "Signing you in" })).toBeInTheDocument();
  });

  it("reports a cancel in Google's screen as 'Authentication cancelled or failed'", async () => {
    fetchMock.mockResolvedValue(
      Response.json(
        { error: { code: "access_denied", message: "Authentication cancelled or failed" } },
        { status: 400 },
      ),
    );
    const opener = withOpener();
    openedAt("?error=access_denied&state=st-2");
    render(<AuthCallbackScreen />);

    await waitFor(() => expect(window.close).toHaveBeenCalled());
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toEqual({
      error: "access_denied",
      state: "st-2",
    });
    expect(opener.postMessage).toHaveBeenCalledWith(
      { type: "SUPABASE_AUTH_ERROR", error: "Authentication cancelled or failed" },
      ORIGIN,
    );
  });

  it("reports a refused exchange as 'Authentication failed'", async () => {
    fetchMock.mockResolvedValue(
      Response.json({ error: { code: "google_error", message: "x" } }, { status: 502 }),
    );
    const opener = withOpener();
    openedAt("?code=c&state=s");
    render(<AuthCallbackScreen />);

    await waitFor(() =>
      expect(opener.postMessage).toHaveBeenCalledWith(
        { type: "SUPABASE_AUTH_ERROR", error: "Authentication failed" },
        ORIGIN,
      ),
    );
  });

  it("without an opener, goes to the dashboard itself after a success", async () => {
    fetchMock.mockResolvedValue(Response.json({ user: { id: "u1", email: "a@b.c" } }));
    openedAt("?code=c&state=s");
    render(<AuthCallbackScreen />);

    await waitFor(() => expect(replace).toHaveBeenCalledWith("/app/"));
    expect(window.close).not.toHaveBeenCalled();
  });

  it("without an opener, explains a failure and links back to sign in", async () => {
    openedAt("?state=s");
    render(<AuthCallbackScreen />);

    expect(await screen.findByRole("alert")).toHaveTextContent("Authentication failed.");
    // Next adds the trailing slash from its config, which unit tests do not load.
    expect(screen.getByRole("link", { name: "Back to sign in" })).toHaveAttribute(
      "href",
      expect.stringMatching(/^\/app\/?$/),
    );
    expect(fetchMock).not.toHaveBeenCalled();
    expect(replace).not.toHaveBeenCalled();
  });

  it("in Supabase mode, lets the server trade the code and posts only Supabase's session", async () => {
    const session = { access_token: "sb-jwt", refresh_token: "sb-refresh", expires_at: 1 };
    fetchMock.mockResolvedValue(
      Response.json({ user: { id: "u1", email: "a@b.c" }, isNewUser: false, session }),
    );
    const opener = withOpener();
    openedAt("?code=supabase-code");
    render(<AuthCallbackScreen supabase={{ url: "https://x.supabase.co", anonKey: "anon" }} />);

    await waitFor(() => expect(window.close).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/auth/supabase/callback/");
    expect(JSON.parse(String(init?.body))).toEqual({ code: "supabase-code" });
    expect(opener.postMessage).toHaveBeenCalledWith(
      { type: "SUPABASE_AUTH_SUCCESS", session },
      ORIGIN,
    );
  });
});
