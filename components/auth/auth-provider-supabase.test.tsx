// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClientProvider } from "@tanstack/react-query";
import { useAuth } from "@/hooks/use-auth";
import { makeQueryClient } from "@/lib/query/policy";
import { AuthProvider } from "./auth-provider";

const router = { refresh: vi.fn(), push: vi.fn(), replace: vi.fn() };
vi.mock("next/navigation", () => ({ useRouter: () => router }));
vi.mock("sonner", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const steps: string[] = [];
const createBrowserClient = vi.fn((_url: string, _key: string) => ({
  auth: {
    signInWithOAuth: async (args: {
      provider: string;
      options: { skipBrowserRedirect: boolean };
    }) => {
      steps.push(
        `signInWithOAuth ${args.provider} skipBrowserRedirect=${args.options.skipBrowserRedirect}`,
      );
      return {
        data: { url: "https://accounts.google.com/o/oauth2/v2/auth?from=supabase" },
        error: null,
      };
    },
    signOut: async (args: unknown) => {
      steps.push(`client signOut ${JSON.stringify(args)}`);
      return { error: null };
    },
  },
}));
vi.mock("@supabase/ssr", () => ({ createBrowserClient }));

const DANA = { id: "6f1c2a9e-8d4b-4c1e-9a57-2b3c4d5e6f70", email: "dana@example.com" };
const SUPABASE = { url: "https://abcdefghijklmnop.supabase.co", anonKey: "anon" };

function Probe() {
  const { user, signOut, signInWithGoogle } = useAuth();
  return (
    <>
      <p>{user ? `Signed in as ${user.email}` : "Signed out"}</p>
      <button onClick={() => void signInWithGoogle()}>Sign in</button>
      <button onClick={() => void signOut()}>Sign out</button>
    </>
  );
}

function renderProvider(supabase: typeof SUPABASE | null) {
  render(
    <QueryClientProvider client={makeQueryClient()}>
      <AuthProvider initialUser={DANA} supabase={supabase}>
        <Probe />
      </AuthProvider>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  steps.length = 0;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
      const path = String(url);
      if (init?.method === "POST") {
        steps.push(`POST ${path}`);
        return new Response(null, { status: 204 });
      }
      return Response.json({ user: DANA, profile: null, tokenHealth: null });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe("AuthProvider in Supabase mode", () => {
  it("ends the Supabase session on the server and in the client before the app's own sign-out", async () => {
    renderProvider(SUPABASE);
    await userEvent.click(screen.getByRole("button", { name: "Sign out" }));
    // The Supabase client is imported on demand; under a loaded test run that takes over a second.
    await waitFor(() => expect(screen.getByText("Signed out")).toBeInTheDocument(), {
      timeout: 5000,
    });
    expect(createBrowserClient).toHaveBeenCalledWith(SUPABASE.url, SUPABASE.anonKey);
    expect(steps).toEqual([
      "POST /api/auth/supabase/sign-out/",
      'client signOut {"scope":"local"}',
      "POST /api/auth/sign-out/",
    ]);
  });

  it("leaves the other modes' sign-out alone and never loads the Supabase client", async () => {
    renderProvider(null);
    await userEvent.click(screen.getByRole("button", { name: "Sign out" }));
    await waitFor(() => expect(screen.getByText("Signed out")).toBeInTheDocument());
    expect(steps).toEqual(["POST /api/auth/sign-out/"]);
    expect(createBrowserClient).not.toHaveBeenCalled();
  });

  it("takes the consent URL from Supabase, not from the built-in start route", async () => {
    const popup = {
      closed: false,
      location: { href: "about:blank" },
      close: vi.fn(),
      focus: vi.fn(),
    };
    vi.spyOn(window, "open").mockReturnValue(popup as unknown as Window);
    renderProvider(SUPABASE);
    await userEvent.click(screen.getByRole("button", { name: "Sign in" }));
    await waitFor(() =>
      expect(popup.location.href).toBe(
        "https://accounts.google.com/o/oauth2/v2/auth?from=supabase",
      ),
    );
    expect(steps).toEqual(["signInWithOAuth google skipBrowserRedirect=true"]);
    const fetched = vi.mocked(fetch).mock.calls.map(([url]) => String(url));
    expect(fetched.some((url) => url.includes("/api/auth/google/start"))).toBe(false);
  });
});
