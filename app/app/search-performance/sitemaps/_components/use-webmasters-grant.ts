"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { startGoogleSignIn } from "@/components/auth/google-sign-in";
import { useNotify } from "@/components/notifications/use-notify";
import { useSessionUser } from "@/hooks/use-auth";
import type { PopupOutcome } from "@/lib/auth/popup";
import { fetchScopeConsentUrl, fetchSession, SIGNED_OUT } from "@/lib/query/auth";
import { authKeys } from "@/lib/query/keys";

/**
 * Asks Google, in the sign-in popup, to let Rankwell manage the user's Search Console sitemaps
 * (the `webmasters` scope). `grant(onGranted)` must run inside a click: the popup opens at once.
 */
export function useWebmastersGrant() {
  const user = useSessionUser();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [granting, setGranting] = useState(false);
  const flow = useRef<{ dispose: () => void } | null>(null);
  useEffect(() => () => flow.current?.dispose(), []);

  const finish = useCallback(
    async (outcome: PopupOutcome, onGranted: () => void) => {
      flow.current = null;
      setGranting(false);
      if (outcome.status !== "success") {
        const toast = outcome.status === "error" ? outcome.toast : undefined;
        notify({
          type: "error",
          category: "auth",
          title: toast?.title ?? "Permissions Needed",
          message:
            toast?.description ??
            `Google did not give Rankwell permission to manage your sitemaps (${outcome.reason}). Nothing was changed.`,
        });
        return;
      }
      const session = await queryClient
        .fetchQuery({ queryKey: authKeys.session, queryFn: fetchSession, staleTime: 0 })
        .catch(() => SIGNED_OUT);
      // Another Google account was picked in the popup: the session is now that user's, so start over.
      if (session.user?.id !== user?.id) return void window.location.reload();
      onGranted();
    },
    [notify, queryClient, user?.id],
  );

  const grant = useCallback(
    (onGranted: () => void) => {
      flow.current?.dispose();
      setGranting(true);
      flow.current = startGoogleSignIn({
        window,
        getUrl: () => fetchScopeConsentUrl("webmasters", user?.email),
        onResult: (outcome) => void finish(outcome, onGranted),
      });
    },
    [finish, user?.email],
  );

  return { grant, granting };
}
