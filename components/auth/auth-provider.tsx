"use client";

import { useCallback, useMemo } from "react";
import { useQuery } from "@tanstack/react-query";
import { fetchSession, SIGNED_OUT, type AuthSession, type SessionUser } from "@/lib/query/auth";
import { authKeys } from "@/lib/query/keys";
import type { SupabasePublicConfig } from "@/lib/supabase/client";
import { lazySupabaseAuth, type LazySupabaseAuth } from "@/lib/supabase/lazy-auth";
import { AuthContexts, type AuthContextValue } from "./auth-context";
import { useAuthMonitoring } from "./use-auth-monitoring";
import { useSessionActions } from "./use-session-actions";

export interface AuthProviderProps {
  /** The user the server read from the session cookie; undefined when it did not look. */
  initialUser?: SessionUser | null;
  /** Set in Supabase mode, where the session is Supabase's and must be ended there too. */
  supabase?: SupabasePublicConfig | null;
  children: React.ReactNode;
}

/** Who is signed in, how healthy their Google connection is, and the sign-in actions (see useAuth). */
export function AuthProvider({ initialUser, supabase, children }: AuthProviderProps) {
  const session = useQuery<AuthSession>({
    queryKey: authKeys.session,
    queryFn: fetchSession,
    // Signed in, the /app layout has put the whole session in the cache (prefetchShell), so this
    // does not fetch on mount. Otherwise the server's answer shows the right screen at once, and
    // profile and token health follow.
    initialData: initialUser === undefined ? undefined : { ...SIGNED_OUT, user: initialUser },
    initialDataUpdatedAt: 0,
  });
  const data = session.data ?? null;
  const user = data?.user ?? null;
  const { authState, isRefreshingTokens, recheck } = useAuthMonitoring(user?.id ?? null);
  // A reconnect keeps the same user, so the state must be checked again rather than wait 5 minutes.
  const supabaseAuth = useMemo(() => (supabase ? lazySupabaseAuth(supabase) : null), [supabase]);
  const actions = useSessionActions(user?.id ?? null, {
    onSignedIn: recheck,
    signIn: supabaseAuth ?? undefined,
  });
  const { signingIn, signInWithGoogle, signOut, deleteAccount } = useSupabaseSignOut(
    supabaseAuth,
    actions,
  );

  const value = useMemo<AuthContextValue>(
    () => ({
      user,
      profile: data?.profile ?? null,
      tokenHealth: data?.tokenHealth ?? null,
      authState,
      loading: session.isPending,
      signingIn,
      isRefreshingTokens,
      signInWithGoogle,
      signOut,
      deleteAccount,
    }),
    [
      user,
      data,
      authState,
      session.isPending,
      signingIn,
      isRefreshingTokens,
      signInWithGoogle,
      signOut,
      deleteAccount,
    ],
  );
  return <AuthContexts value={value}>{children}</AuthContexts>;
}

/**
 * In Supabase mode, signing out (also at the end of an account deletion) ends the Supabase session
 * as well, on the server and in the browser's Supabase client.
 */
function useSupabaseSignOut<
  T extends { signOut: () => Promise<void>; deleteAccount: () => Promise<void> },
>(supabaseAuth: LazySupabaseAuth | null, actions: T): T {
  const { signOut, deleteAccount } = actions;
  const signOutOfSupabase = useCallback(async () => {
    await supabaseAuth?.signOut();
    await signOut();
  }, [supabaseAuth, signOut]);
  const deleteAccountOfSupabase = useCallback(async () => {
    await deleteAccount();
    await supabaseAuth?.signOut();
  }, [deleteAccount, supabaseAuth]);
  if (!supabaseAuth) return actions;
  return { ...actions, signOut: signOutOfSupabase, deleteAccount: deleteAccountOfSupabase };
}
