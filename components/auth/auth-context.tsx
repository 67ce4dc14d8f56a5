"use client";

import { createContext, useLayoutEffect, useMemo, useState } from "react";
import type { AuthState } from "@/lib/auth/auth-state";
import type { ServerTokenHealth, SessionProfile, SessionUser } from "@/lib/query/auth";

export interface AuthContextValue {
  user: SessionUser | null;
  profile: SessionProfile | null;
  /** How the server sees the Google connection: expiry and whether only a reconnect helps. */
  tokenHealth: ServerTokenHealth | null;
  authState: AuthState;
  /** True while the session is still being resolved. */
  loading: boolean;
  /** True from the click on the Google button until the popup has answered. */
  signingIn: boolean;
  isRefreshingTokens: boolean;
  /** Must be called straight from a click handler: the popup opens before the first await. */
  signInWithGoogle: () => Promise<void>;
  signOut: () => Promise<void>;
  /** Spec §4 Account deletion; rejects when the data could not be deleted. */
  deleteAccount: () => Promise<void>;
}

/**
 * The full value, read through a store the provider keeps current. A context carrying the value
 * itself would change a moment after every page load (the auth check answers after 100 ms), and a
 * context change makes React hydrate at once, in one long task, every part of the page it had left
 * to hydrate piece by piece: a store renders again only the components that read it.
 */
export type AuthStore = {
  get: () => AuthContextValue;
  subscribe: (listener: () => void) => () => void;
};

export const AuthContext = createContext<AuthStore | null>(null);

function createAuthStore(initial: AuthContextValue) {
  let current = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    set(next: AuthContextValue) {
      if (next === current) return;
      current = next;
      listeners.forEach((listener) => listener());
    },
  };
}

/**
 * Only who is signed in. The full value above changes several times after the page loads (the
 * session's profile and token health arrive, the auth check answers, the visit flag is read); a
 * component that only needs the user reads this one and is not rendered again for those.
 */
export const SessionUserContext = createContext<SessionUser | null | undefined>(undefined);

/** Provides both contexts; the user keeps its identity while its id and email stay the same. */
export function AuthContexts({
  value,
  children,
}: {
  value: AuthContextValue;
  children: React.ReactNode;
}) {
  const id = value.user?.id;
  const email = value.user?.email;
  const user = useMemo(() => (id && email !== undefined ? { id, email } : null), [id, email]);
  const [store] = useState(() => createAuthStore(value));
  // Before paint, so a reader never shows a value older than the provider's.
  useLayoutEffect(() => store.set(value), [store, value]);
  return (
    <SessionUserContext.Provider value={user}>
      <AuthContext.Provider value={store}>{children}</AuthContext.Provider>
    </SessionUserContext.Provider>
  );
}
