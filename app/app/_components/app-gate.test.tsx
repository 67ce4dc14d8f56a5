// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { emptyShellFetch } from "@/tests/support/shell-fetch";
import { cleanup, render, screen } from "@testing-library/react";
import { AuthContexts } from "@/components/auth/auth-context";
import { authValue } from "@/tests/support/auth-value";
import { AppGate } from "./app-gate";

vi.mock("next/navigation", () => ({
  usePathname: () => "/app/",
  useSearchParams: () => new URLSearchParams(),
  useRouter: () => ({ replace: vi.fn(), push: vi.fn(), refresh: vi.fn() }),
}));

const auth = (signedIn: boolean) =>
  authValue(signedIn ? {} : { user: null, authState: "unauthenticated" });

function renderGate(signedIn: boolean) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AuthContexts value={auth(signedIn)}>
        <AppGate sidebarOpen publicDemo>
          <h1>Projects</h1>
        </AppGate>
      </AuthContexts>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.stubGlobal("fetch", vi.fn(emptyShellFetch));
  vi.stubGlobal("matchMedia", (query: string) => ({ matches: false, media: query }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("AppGate on a public demo", () => {
  it("hands the demo note to the sign-in screen", async () => {
    renderGate(false);
    expect(await screen.findByRole("note", { name: "Public demo" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Sign in with Google" })).toBeInTheDocument();
  });

  it("and to the signed-in shell", () => {
    renderGate(true);
    expect(screen.getByRole("note", { name: "Public demo" })).toBeInTheDocument();
    expect(screen.getByRole("main")).toHaveTextContent("Projects");
  });
});
