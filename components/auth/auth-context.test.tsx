// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useAuth, useSessionUser } from "@/hooks/use-auth";
import { AuthContexts, type AuthContextValue } from "./auth-context";

afterEach(cleanup);

function value(patch: Partial<AuthContextValue> = {}): AuthContextValue {
  return {
    user: { id: "6f1c2a9e-8d4b-4c1e-9a57-2b3c4d5e6f70", email: "dana@demo.rankwell.dev" },
    profile: null,
    tokenHealth: null,
    authState: "checking",
    loading: false,
    signingIn: false,
    isRefreshingTokens: false,
    isReturningUser: false,
    signInWithGoogle: vi.fn(async () => undefined),
    signOut: vi.fn(async () => undefined),
    deleteAccount: vi.fn(async () => undefined),
    ...patch,
  };
}

describe("AuthContexts", () => {
  it("renders a reader of the user alone only when the user changes, not for the rest of the auth state", () => {
    const renders = { user: 0, auth: 0 };
    function UserReader() {
      renders.user++;
      return <p>{useSessionUser()?.email ?? "signed out"}</p>;
    }
    function AuthReader() {
      renders.auth++;
      return <p>{useAuth().authState}</p>;
    }
    // Stable children, as the layout passes them: only context changes render the readers.
    const readers = (
      <>
        <UserReader />
        <AuthReader />
      </>
    );
    const { rerender } = render(<AuthContexts value={value()}>{readers}</AuthContexts>);
    expect(renders).toEqual({ user: 1, auth: 1 });

    // The session's profile arrives and the auth check answers: a new value, the same user.
    rerender(
      <AuthContexts
        value={value({
          user: { id: "6f1c2a9e-8d4b-4c1e-9a57-2b3c4d5e6f70", email: "dana@demo.rankwell.dev" },
          authState: "authenticated",
          profile: { full_name: "Dana", avatar_url: null, email: null, is_primary_account: true },
        })}
      >
        {readers}
      </AuthContexts>,
    );
    expect(screen.getByText("authenticated")).toBeInTheDocument();
    expect(renders).toEqual({ user: 1, auth: 2 });

    rerender(<AuthContexts value={value({ user: null })}>{readers}</AuthContexts>);
    expect(screen.getByText("signed out")).toBeInTheDocument();
    expect(renders.user).toBe(2);
  });

  it("refuses a reader of the user outside the provider", () => {
    function UserReader() {
      useSessionUser();
      return null;
    }
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => render(<UserReader />)).toThrow(/outside <AuthProvider>/);
  });
});
