"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { useQueryClient } from "@tanstack/react-query";
import { useNotify } from "@/components/notifications/use-notify";
import { deleteAccount as runAccountDeletion } from "@/lib/auth/account-deletion";
import { clearUserProfile, markVisited } from "@/lib/auth/local-keys";
import type { PopupOutcome } from "@/lib/auth/popup";
import {
  POST_SIGN_IN_PATH,
  POST_SIGN_IN_REDIRECT_DELAY_MS,
  SIGN_IN_REASONS,
  SIGN_IN_SUCCESS,
  shouldRedirectAfterSignIn,
  signInFailure,
} from "@/lib/auth/sign-in-messages";
import {
  deleteAccountData,
  fetchGoogleSignInUrl,
  fetchSession,
  revokeGoogleAccess,
  signOutRequest,
  SIGNED_OUT,
} from "@/lib/query/auth";
import { authKeys } from "@/lib/query/keys";
import { startGoogleSignIn, type GoogleSignInOptions } from "./google-sign-in";
import { notifyVisitChanged } from "./visit-flag";

const SECOND_INVALIDATION_DELAY_MS = 100;

/** signInWithGoogle, signOut and deleteAccount, with the SIGNED_IN and SIGNED_OUT steps of spec §4. */
export function useSessionActions(
  userId: string | null,
  {
    onSignedIn: afterSignIn,
    signIn,
  }: {
    onSignedIn: () => void;
    /** Supabase mode: where the consent URL comes from and how the posted session is set. */
    signIn?: Pick<GoogleSignInOptions, "getUrl" | "setSession">;
  },
) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [signingIn, setSigningIn] = useState(false);
  const flow = useRef<{ dispose: () => void } | null>(null);
  useEffect(() => () => flow.current?.dispose(), []);

  const invalidateAuth = useCallback(
    () => queryClient.invalidateQueries({ queryKey: authKeys.all }),
    [queryClient],
  );

  const onSignedIn = useCallback(async () => {
    const session = await queryClient
      .fetchQuery({ queryKey: authKeys.session, queryFn: fetchSession, staleTime: 0 })
      .catch(() => SIGNED_OUT);
    if (!session.user) {
      notify({
        type: "error",
        category: "default",
        title: signInFailure(SIGN_IN_REASONS.notAuthenticated),
      });
      return;
    }
    markVisited(window.localStorage, session.user.email, new Date());
    notifyVisitChanged();
    notify({ type: "success", category: "auth", title: SIGN_IN_SUCCESS });
    // Every cache (a reconnect may change what Google lets us read), then auth again once it settled.
    void queryClient.invalidateQueries();
    setTimeout(() => void invalidateAuth(), SECOND_INVALIDATION_DELAY_MS);
    afterSignIn();
    // The /app layout renders the page only for a session it can read, so ask it again.
    router.refresh();
    if (shouldRedirectAfterSignIn(window.location.pathname))
      setTimeout(() => router.push(POST_SIGN_IN_PATH), POST_SIGN_IN_REDIRECT_DELAY_MS);
  }, [afterSignIn, invalidateAuth, notify, queryClient, router]);

  const onPopupResult = useCallback(
    (outcome: PopupOutcome) => {
      flow.current = null;
      setSigningIn(false);
      if (outcome.status === "success") return void onSignedIn();
      if (outcome.status === "error" && outcome.toast)
        notify({
          type: "error",
          category: "auth",
          title: outcome.toast.title,
          message: outcome.toast.description,
        });
      else notify({ type: "error", category: "default", title: signInFailure(outcome.reason) });
    },
    [notify, onSignedIn],
  );

  const signInWithGoogle = useCallback(async () => {
    flow.current?.dispose();
    setSigningIn(true);
    flow.current = startGoogleSignIn({
      window,
      getUrl: signIn?.getUrl ?? fetchGoogleSignInUrl,
      setSession: signIn?.setSession,
      onResult: onPopupResult,
    });
  }, [onPopupResult, signIn]);

  const resetSignedOut = useCallback(() => {
    clearUserProfile(window.localStorage);
    notifyVisitChanged();
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== authKeys.all[0] });
    // A session read still in flight (the check on load, say) was answered while signed in: its
    // answer must not put the user back once it lands.
    void queryClient.cancelQueries({ queryKey: authKeys.session });
    queryClient.setQueryData(authKeys.session, SIGNED_OUT);
    router.refresh();
  }, [queryClient, router]);

  const signOut = useCallback(async () => {
    // The cookie is httpOnly, so only the server can drop it; the local state is reset either way.
    await signOutRequest().catch(() => undefined);
    resetSignedOut();
  }, [resetSignedOut]);

  const deleteAccount = useCallback(async () => {
    if (!userId) throw new Error(SIGN_IN_REASONS.notAuthenticated);
    await runAccountDeletion({
      revokeTokens: () => revokeGoogleAccess(userId),
      deleteUserData: deleteAccountData,
      storage: window.localStorage,
      signOut,
      navigate: (path) => router.push(path),
    });
  }, [router, signOut, userId]);

  return { signingIn, signInWithGoogle, signOut, deleteAccount };
}
