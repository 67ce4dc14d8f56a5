"use client";

import { useContext, useSyncExternalStore } from "react";
import {
  AuthContext,
  SessionUserContext,
  type AuthContextValue,
} from "@/components/auth/auth-context";
import type { SessionUser } from "@/lib/query/auth";

/** The signed-in user, the auth state of spec §4 and the sign-in actions; needs an AuthProvider above. */
export function useAuth(): AuthContextValue {
  const store = useContext(AuthContext);
  if (!store) throw new Error("useAuth() is used outside <AuthProvider>.");
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

/**
 * Only the signed-in user (null when signed out). Prefer it to useAuth() where nothing else is read:
 * it does not render again when the profile, the token health or the auth state change.
 */
export function useSessionUser(): SessionUser | null {
  const user = useContext(SessionUserContext);
  if (user === undefined) throw new Error("useSessionUser() is used outside <AuthProvider>.");
  return user;
}
