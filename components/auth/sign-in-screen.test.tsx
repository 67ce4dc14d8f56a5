// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { QueryClientProvider } from "@tanstack/react-query";
import { makeQueryClient } from "@/lib/query/policy";
import { AuthProvider } from "./auth-provider";
import { SignInScreen } from "./sign-in-screen";

vi.mock("next/navigation", () => ({
  useRouter: () => ({ refresh: vi.fn(), push: vi.fn(), replace: vi.fn() }),
}));
vi.mock("sonner", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const fetchMock = vi.fn<typeof fetch>();
const signedOut = () => Response.json({ user: null, profile: null, tokenHealth: null });

/** `serverAnswered: false` renders as if no server had read the session cookie first. */
function tree(initialUser: null | undefined, publicDemo?: boolean) {
  return (
    <QueryClientProvider client={makeQueryClient()}>
      <AuthProvider initialUser={initialUser}>
        <SignInScreen publicDemo={publicDemo} />
      </AuthProvider>
    </QueryClientProvider>
  );
}

function renderScreen({ serverAnswered = true } = {}) {
  return render(tree(serverAnswered ? null : undefined));
}

describe("SignInScreen", () => {
  beforeEach(() => {
    vi.stubGlobal("fetch", fetchMock);
    fetchMock.mockImplementation(async () => signedOut());
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.clearAllMocks();
    localStorage.clear();
  });

  it("welcomes a first-time visitor with the benefits and the published figures", () => {
    renderScreen();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Welcome to Rankwell");
    expect(screen.getByText("Sign In")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Sign in with Google" })).toBeEnabled();
    for (const title of ["Real-time Analytics", "AI-Powered Insights", "Secure & Private"])
      expect(screen.getByRole("heading", { name: title })).toBeInTheDocument();
    expect(screen.getByText("Free forever • No credit card required")).toBeInTheDocument();
    for (const figure of ["10K+", "1M+", "99.9%"])
      expect(screen.getByText(figure)).toBeInTheDocument();
    expect(screen.getByText("active users")).toBeInTheDocument();
    expect(screen.getByText("keywords tracked")).toBeInTheDocument();
    expect(screen.getByText("uptime")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Terms of Service" })).toHaveAttribute(
      "href",
      expect.stringMatching(/^\/legal\/terms\/?$/),
    );
    expect(screen.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute(
      "href",
      expect.stringMatching(/^\/legal\/privacy\/?$/),
    );
  });

  it("greets a visitor who signed in before on this browser as returning", () => {
    localStorage.setItem("rankwell_visited", "true");
    renderScreen();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Welcome back");
    expect(screen.getByText("Ready to dive back in?")).toBeInTheDocument();
    expect(screen.getByText("Continue")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Continue with Google" })).toBeInTheDocument();
    expect(screen.queryByText("Welcome to Rankwell")).not.toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Real-time Analytics" })).not.toBeInTheDocument();
  });

  it("shows 'Loading...' while the session is still being read", async () => {
    fetchMock.mockImplementation(() => new Promise<Response>(() => undefined));
    renderScreen({ serverAnswered: false });
    expect(screen.getByRole("status")).toHaveTextContent("Loading...");
    expect(screen.queryByRole("button", { name: /google/i })).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith("/api/auth/session/", expect.anything());
  });

  it("says on a public demo, from the first HTML, that the data is synthetic and sign-in open", () => {
    const html = renderToString(tree(null, true));
    expect(html).toContain("Public demo");
    expect(html).toContain("synthetic data");
    render(tree(null, true));
    expect(screen.getByRole("note", { name: "Public demo" })).toHaveTextContent(
      "anyone can sign in as any email address",
    );
  });

  it("shows no demo note otherwise", () => {
    renderScreen();
    expect(screen.queryByRole("note")).not.toBeInTheDocument();
    expect(screen.queryByText(/synthetic/)).not.toBeInTheDocument();
  });

  it("renders 'Loading...' on the server, which cannot know whether the visitor is returning", () => {
    localStorage.setItem("rankwell_visited", "true");
    const html = renderToString(tree(null));
    expect(html).toContain("Loading...");
    expect(html).not.toContain("Welcome");
  });
});
