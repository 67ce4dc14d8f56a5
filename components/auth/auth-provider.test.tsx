// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClientProvider } from "@tanstack/react-query";
import { toast } from "sonner";
import { useAuth } from "@/hooks/use-auth";
import { makeQueryClient } from "@/lib/query/policy";
import { AuthProvider } from "./auth-provider";

const router = { refresh: vi.fn(), push: vi.fn(), replace: vi.fn() };
vi.mock("next/navigation", () => ({ useRouter: () => router }));
vi.mock("sonner", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const CONSENT_URL = "http://localhost:3000/emulator/google/o/oauth2/v2/auth?state=s1";
const DANA = { id: "6f1c2a9e-8d4b-4c1e-9a57-2b3c4d5e6f70", email: "dana@demo.rankwell.dev" };
const fetchMock = vi.fn<typeof fetch>();
let signedIn = false;
let tokenHealth: unknown = null;

function serve(url: string | URL | Request) {
  const path = String(url);
  if (path === "/api/auth/google/start/") return Response.json({ url: CONSENT_URL });
  if (path === "/api/auth/sign-out/") return new Response(null, { status: 204 });
  return Response.json(
    signedIn
      ? { user: DANA, profile: null, tokenHealth }
      : { user: null, profile: null, tokenHealth: null },
  );
}

function Probe() {
  const { user, authState, signInWithGoogle, signOut } = useAuth();
  return (
    <>
      <p>{user ? `Signed in as ${user.email}` : "Signed out"}</p>
      <p>State: {authState}</p>
      <button onClick={() => void signInWithGoogle()}>Sign in with Google</button>
      <button onClick={() => void signOut()}>Sign out</button>
    </>
  );
}

function renderProvider(initialUser: typeof DANA | null = null) {
  render(
    <QueryClientProvider client={makeQueryClient()}>
      <AuthProvider initialUser={initialUser}>
        <Probe />
      </AuthProvider>
    </QueryClientProvider>,
  );
}

function fakePopup() {
  const popup = { closed: false, close: vi.fn(), location: { href: "about:blank" } };
  vi.spyOn(window, "open").mockReturnValue(popup as unknown as Window);
  return popup;
}

function postFromPopup(data: unknown, origin = window.location.origin) {
  act(() => void window.dispatchEvent(new MessageEvent("message", { data, origin })));
}

describe("AuthProvider sign-in popup", () => {
  beforeEach(() => {
    signedIn = false;
    tokenHealth = null;
    vi.stubGlobal("fetch", fetchMock);
    fetchMock.mockImplementation(async (url) => serve(url));
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    vi.clearAllMocks();
    localStorage.clear();
  });

  it("warns with 'Popup Blocked' when the browser blocks the popup", async () => {
    vi.spyOn(window, "open").mockReturnValue(null);
    renderProvider();
    await userEvent.click(screen.getByRole("button", { name: "Sign in with Google" }));

    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Popup Blocked", {
        description: "Popup blocked. Please allow popups for this site.",
        duration: 10_000,
      }),
    );
    expect(fetchMock).not.toHaveBeenCalledWith("/api/auth/google/start/", expect.anything());
  });

  it("opens the popup in the click, sends it to Google, and signs in on the success message", async () => {
    const popup = fakePopup();
    renderProvider();
    await userEvent.click(screen.getByRole("button", { name: "Sign in with Google" }));

    expect(window.open).toHaveBeenCalledWith(
      "about:blank",
      "rankwell-google-sign-in",
      expect.stringContaining("width=500,height=600"),
    );
    await waitFor(() => expect(popup.location.href).toBe(CONSENT_URL));

    signedIn = true;
    postFromPopup({ type: "SUPABASE_AUTH_SUCCESS" });
    expect(await screen.findByText(`Signed in as ${DANA.email}`)).toBeInTheDocument();
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith("Successfully signed in!", {
        description: undefined,
        duration: 4000,
      }),
    );
    expect(router.refresh).toHaveBeenCalled();
    expect(localStorage.getItem("rankwell_visited")).toBe("true");
    expect(JSON.parse(localStorage.getItem("rankwell_user_profile")!)).toMatchObject({
      email: DANA.email,
    });
  });

  it("ignores a success message from another origin", async () => {
    const popup = fakePopup();
    renderProvider();
    await userEvent.click(screen.getByRole("button", { name: "Sign in with Google" }));
    // The popup has gone to Google's consent page: the flow listens for its message from then on.
    await waitFor(() => expect(popup.location.href).toBe(CONSENT_URL));

    postFromPopup({ type: "SUPABASE_AUTH_SUCCESS" }, "https://evil.example");
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(toast.success).not.toHaveBeenCalled();
    expect(screen.getByText("Signed out")).toBeInTheDocument();
  });

  it("reports the reason the callback page posts as 'Failed to sign in: {reason}'", async () => {
    const popup = fakePopup();
    renderProvider();
    await userEvent.click(screen.getByRole("button", { name: "Sign in with Google" }));
    await waitFor(() => expect(popup.location.href).toBe(CONSENT_URL));

    postFromPopup({ type: "SUPABASE_AUTH_ERROR", error: "Authentication cancelled or failed" });
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        "Failed to sign in: Authentication cancelled or failed",
        { duration: 6000 },
      ),
    );
    expect(localStorage.getItem("rankwell_visited")).toBeNull();
  });

  it("reports 'No OAuth URL received' and closes the popup when the server has no URL", async () => {
    const popup = fakePopup();
    fetchMock.mockImplementation(async (url) =>
      String(url) === "/api/auth/google/start/"
        ? Response.json({ error: { code: "internal", message: "x" } }, { status: 500 })
        : serve(url),
    );
    renderProvider();
    await userEvent.click(screen.getByRole("button", { name: "Sign in with Google" }));

    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Failed to sign in: No OAuth URL received", {
        duration: 6000,
      }),
    );
    expect(popup.close).toHaveBeenCalled();
  });

  it("signs out: drops the stored profile, keeps the visit flag, and asks the server again", async () => {
    localStorage.setItem("rankwell_visited", "true");
    localStorage.setItem(
      "rankwell_user_profile",
      JSON.stringify({ email: DANA.email, lastLogin: "2025-01-01T00:00:00.000Z" }),
    );
    signedIn = true;
    renderProvider(DANA);
    expect(screen.getByText(`Signed in as ${DANA.email}`)).toBeInTheDocument();

    signedIn = false;
    await userEvent.click(screen.getByRole("button", { name: "Sign out" }));
    expect(await screen.findByText("Signed out")).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/auth/sign-out/",
      expect.objectContaining({ method: "POST" }),
    );
    expect(localStorage.getItem("rankwell_user_profile")).toBeNull();
    expect(localStorage.getItem("rankwell_visited")).toBe("true");
    expect(router.refresh).toHaveBeenCalled();
  });

  it("stays signed out when a session read from before the sign-out answers after it", async () => {
    signedIn = true;
    // The session read on load hangs until released, then answers as it would have: signed in.
    let answerSessionRead: () => void = () => undefined;
    fetchMock.mockImplementation(async (url) => {
      if (String(url) !== "/api/auth/session/") return serve(url);
      const answer = serve(url);
      await new Promise<void>((resolve) => (answerSessionRead = resolve));
      return answer;
    });
    renderProvider(DANA);
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith("/api/auth/session/", expect.anything()),
    );

    await userEvent.click(screen.getByRole("button", { name: "Sign out" }));
    expect(await screen.findByText("Signed out")).toBeInTheDocument();
    answerSessionRead();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText("Signed out")).toBeInTheDocument();
  });
});

describe("AuthProvider auth state", () => {
  beforeEach(() => {
    signedIn = true;
    vi.stubGlobal("fetch", fetchMock);
    fetchMock.mockImplementation(async (url) => serve(url));
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    vi.clearAllMocks();
  });

  it("is unauthenticated without a user", () => {
    signedIn = false;
    renderProvider(null);
    expect(screen.getByText("State: unauthenticated")).toBeInTheDocument();
  });

  it("checks a signed-in user's Google connection shortly after start", async () => {
    tokenHealth = {
      connected: true,
      expiresAt: new Date(Date.now() + 50 * 60_000).toISOString(),
      needsReauth: false,
      scopes: ["openid"],
    };
    renderProvider(DANA);
    expect(screen.getByText("State: checking")).toBeInTheDocument();
    expect(await screen.findByText("State: authenticated")).toBeInTheDocument();
  });

  it("is token_missing when the user has no Google tokens or must reconnect", async () => {
    tokenHealth = null;
    renderProvider(DANA);
    expect(await screen.findByText("State: token_missing")).toBeInTheDocument();
  });

  it("refreshes a token close to expiry and is token_expired when Google refuses", async () => {
    tokenHealth = {
      connected: true,
      expiresAt: new Date(Date.now() + 60_000).toISOString(),
      needsReauth: false,
      scopes: [],
    };
    fetchMock.mockImplementation(async (url) =>
      String(url) === "/api/functions/google-token-refresh/"
        ? Response.json(
            {
              error: {
                code: "refresh_token_invalid",
                message: "Your Google connection has expired. Please reconnect.",
              },
              needsReauth: true,
            },
            { status: 401 },
          )
        : serve(url),
    );
    renderProvider(DANA);
    expect(await screen.findByText("State: token_expired")).toBeInTheDocument();
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        "Your Google connection has expired. Please reconnect.",
        { duration: 6000 },
      ),
    );
  });

  it("checks again at once after a reconnect instead of waiting for the next round", async () => {
    tokenHealth = null;
    fakePopup();
    renderProvider(DANA);
    expect(await screen.findByText("State: token_missing")).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Sign in with Google" }));
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith("/api/auth/google/start/", expect.anything()),
    );
    tokenHealth = {
      connected: true,
      expiresAt: new Date(Date.now() + 50 * 60_000).toISOString(),
      needsReauth: false,
      scopes: [],
    };
    postFromPopup({ type: "SUPABASE_AUTH_SUCCESS" });
    expect(await screen.findByText("State: authenticated")).toBeInTheDocument();
  });
});
