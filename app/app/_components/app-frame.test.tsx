// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AuthContext, type AuthContextValue } from "@/components/auth/auth-context";
import { AppFrame } from "./app-frame";

function auth(overrides: Partial<AuthContextValue> = {}): AuthContextValue {
  return {
    user: { id: "6f1c2a9e-8d4b-4c1e-9a57-2b3c4d5e6f70", email: "dana@demo.rankwell.dev" },
    profile: {
      full_name: "Dana Demo",
      avatar_url: null,
      email: "dana@demo.rankwell.dev",
      is_primary_account: true,
    },
    tokenHealth: null,
    authState: "authenticated",
    loading: false,
    signingIn: false,
    isRefreshingTokens: false,
    isReturningUser: true,
    signInWithGoogle: vi.fn(async () => undefined),
    signOut: vi.fn(async () => undefined),
    deleteAccount: vi.fn(async () => undefined),
    ...overrides,
  };
}

function renderFrame(value: AuthContextValue) {
  render(
    <AuthContext.Provider value={value}>
      <AppFrame>
        <h1>Projects</h1>
      </AppFrame>
    </AuthContext.Provider>,
  );
}

describe("AppFrame", () => {
  afterEach(cleanup);

  it("shows the logo home link, the user's name and the page", () => {
    renderFrame(auth());
    expect(screen.getByRole("link", { name: "Rankwell home" })).toHaveAttribute("href", "/");
    expect(screen.getByRole("button", { name: "Account menu: Dana Demo" })).toHaveTextContent("DD");
    expect(screen.getByRole("main")).toHaveTextContent("Projects");
    expect(screen.queryByText("Refreshing access...")).not.toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("says 'Refreshing access...' while Google access is refreshed", () => {
    renderFrame(auth({ isRefreshingTokens: true }));
    expect(screen.getByText("Refreshing access...")).toBeInTheDocument();
  });

  it("offers a reconnect when Google refused the stored refresh token", async () => {
    const value = auth({ authState: "token_expired" });
    renderFrame(value);
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Your Google connection has expired. Please reconnect.",
    );
    await userEvent.click(screen.getByRole("button", { name: "Reconnect Google" }));
    expect(value.signInWithGoogle).toHaveBeenCalled();
  });

  it("falls back to the email when the profile has no name", () => {
    renderFrame(auth({ profile: null }));
    expect(
      screen.getByRole("button", { name: "Account menu: dana@demo.rankwell.dev" }),
    ).toBeInTheDocument();
  });
});
