"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useNotify } from "@/components/notifications/use-notify";
import { createAuthChecker, deriveAuthState, type AuthState } from "@/lib/auth/auth-state";
import { getTokenHealth, type TokenHealth } from "@/lib/auth/token-health";
import { startTokenMonitor } from "@/lib/auth/token-monitor";
import {
  fetchSession,
  refreshGoogleAccess,
  type AuthSession,
  type ServerTokenHealth,
} from "@/lib/query/auth";
import { authKeys } from "@/lib/query/keys";

export function toTokenHealth(
  health: ServerTokenHealth | null,
  now = Date.now(),
): TokenHealth | null {
  if (!health?.connected) return null;
  return getTokenHealth({ expiresAt: health.expiresAt, needsReauth: health.needsReauth }, now);
}

/**
 * For a signed-in user: the auth check (after 100 ms, then every 5 min) and the token monitor
 * (after 30 s, then every 5 min), which refreshes Google access before it expires.
 */
export function useAuthMonitoring(userId: string | null): {
  authState: AuthState;
  isRefreshingTokens: boolean;
  /** Checks at once, off schedule: after a reconnect, say. */
  recheck: () => void;
} {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const checkerRef = useRef<{ checkNow: () => Promise<void> } | null>(null);
  const [checked, setChecked] = useState<{ userId: string; state: AuthState } | null>(null);
  const [isRefreshingTokens, setIsRefreshingTokens] = useState(false);

  useEffect(() => {
    if (!userId) return;
    const readSession = () =>
      queryClient.fetchQuery<AuthSession>({
        queryKey: authKeys.session,
        queryFn: fetchSession,
        staleTime: 0,
      });

    const monitor = startTokenMonitor({
      getHealth: async () => toTokenHealth((await readSession()).tokenHealth),
      refresh: refreshGoogleAccess,
      onRefreshingChange: setIsRefreshingTokens,
      onRefreshResult: (result) => {
        void queryClient.invalidateQueries({ queryKey: authKeys.all });
        if (!result.ok)
          notify({ type: "error", category: "function", title: result.error.message });
      },
    });
    const checker = createAuthChecker({
      check: async () => {
        const session = await readSession();
        return deriveAuthState({
          user: session.user,
          tokenHealth: toTokenHealth(session.tokenHealth),
          refresh: monitor.refreshNow,
        });
      },
      onState: (state) => setChecked({ userId, state }),
    });
    checkerRef.current = checker;
    return () => {
      checkerRef.current = null;
      checker.stop();
      monitor.stop();
      setIsRefreshingTokens(false);
    };
  }, [notify, queryClient, userId]);

  const recheck = useCallback(() => void checkerRef.current?.checkNow(), []);
  if (!userId) return { authState: "unauthenticated", isRefreshingTokens: false, recheck };
  const authState = checked?.userId === userId ? checked.state : "checking";
  return { authState, isRefreshingTokens, recheck };
}
