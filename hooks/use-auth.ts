"use client";

import { useContext } from "react";
import { AuthContext, type AuthContextValue } from "@/components/auth/auth-context";

/** The signed-in user, the auth state of spec §4 and the sign-in actions; needs an AuthProvider above. */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error("useAuth() is used outside <AuthProvider>.");
  return value;
}
