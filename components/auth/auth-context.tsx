"use client";

import { createContext, useMemo } from "react";
import type { AuthState } from "@/lib/auth/auth-state";
import type { ServerTokenHealth, SessionProfile, SessionUser } from "@/lib/query/auth";

export interface AuthContextValue {
  user: SessionUser | null;
  profile: SessionProfile | null;
  /** How the server sees the Google connection: expiry and whether only a reconnect helps. */
  tokenHealth: ServerTokenHealth | null;
  authState: AuthState;
  /** True while the session or the visit flag is still being resolved. */
  loading: boolean;
  /** True from the click on the Google button until the popup has answered. */
  signingIn: boolean;
  isRefreshingTokens: boolean;
  isReturningUser: boolean;
  /** Must be called straight from a click handler: the popup opens before the first await. */
  signInWithGoogle: () => Promise<void>;
  signOut: () => Promise<void>;
  /** Spec §4 Account deletion; rejects when the data could not be deleted. */
  deleteAccount: () => Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

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
  return (
    <SessionUserContext.Provider value={user}>
      <AuthContext.Provider value={value}>{children}</AuthContext.Provider>
    </SessionUserContext.Provider>
  );
}
