"use client";

import { createContext } from "react";
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
