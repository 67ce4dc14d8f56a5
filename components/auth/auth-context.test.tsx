// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useAuth, useSessionUser } from "@/hooks/use-auth";
import { authValue, TEST_USER } from "@/tests/support/auth-value";
import { useContext } from "react";
import { AuthContext, AuthContexts, type AuthContextValue } from "./auth-context";

afterEach(cleanup);

const value = (patch: Partial<AuthContextValue> = {}) =>
  authValue({ authState: "checking", ...patch });

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
          user: { ...TEST_USER },
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

  it("keeps its context value when the auth value changes, so only the readers render again", () => {
    // A context whose value changes makes React hydrate at once whatever it had left to hydrate
    // below the provider; the provider hands out a store instead, the same for its whole life.
    const stores: unknown[] = [];
    function ContextReader() {
      stores.push(useContext(AuthContext));
      return null;
    }
    function AuthReader() {
      return <p>{useAuth().authState}</p>;
    }
    const { rerender } = render(
      <AuthContexts value={value()}>
        <ContextReader />
        <AuthReader />
      </AuthContexts>,
    );
    rerender(
      <AuthContexts value={value({ authState: "authenticated" })}>
        <ContextReader />
        <AuthReader />
      </AuthContexts>,
    );
    expect(screen.getByText("authenticated")).toBeInTheDocument();
    expect(stores).toHaveLength(2);
    expect(stores[1]).toBe(stores[0]);
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
