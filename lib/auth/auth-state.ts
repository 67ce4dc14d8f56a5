import { startPeriodic } from "./periodic";
import type { RefreshResult } from "@/lib/google/tokens/refresh-rules";
import type { TokenHealth } from "./token-health";

export const AUTH_STATES = [
  "checking",
  "unauthenticated",
  "authenticated",
  "token_missing",
  "token_expired",
] as const;
export type AuthState = (typeof AUTH_STATES)[number];

export const AUTH_CHECK_FIRST_DELAY_MS = 100;
export const AUTH_CHECK_INTERVAL_MS = 300_000;

export interface AuthStateInput {
  user: { id: string } | null;
  /** null when the user has no stored Google tokens. */
  tokenHealth: TokenHealth | null;
  /** The background refresh run when the token needs one (the token monitor's refreshNow). */
  refresh: () => Promise<RefreshResult>;
}

/** Spec §4 authState: the state for a user and the health of their Google tokens. */
export async function deriveAuthState({
  user,
  tokenHealth,
  refresh,
}: AuthStateInput): Promise<AuthState> {
  if (!user) return "unauthenticated";
  if (!tokenHealth || tokenHealth.needsReauth) return "token_missing";
  if (tokenHealth.needsRefresh) {
    const result = await refresh();
    return result.ok ? "authenticated" : "token_expired";
  }
  return "authenticated";
}

export interface AuthChecker {
  /** Checks at once (after a sign-in event, say) besides the schedule. */
  checkNow: () => Promise<void>;
  stop: () => void;
}

/** Runs `check` after 100 ms and then every 5 minutes; only the newest check's answer is reported. */
export function createAuthChecker({
  check,
  onState,
}: {
  check: () => Promise<AuthState>;
  onState: (state: AuthState) => void;
}): AuthChecker {
  let latest = 0;
  let stopped = false;

  async function checkNow() {
    const run = ++latest;
    try {
      const state = await check();
      if (!stopped && run === latest) onState(state);
    } catch {
      // A check that could not finish (offline, say) keeps the last known state until the next one.
    }
  }

  const stopTimers = startPeriodic(() => void checkNow(), {
    firstDelayMs: AUTH_CHECK_FIRST_DELAY_MS,
    intervalMs: AUTH_CHECK_INTERVAL_MS,
  });

  return {
    checkNow,
    stop() {
      stopped = true;
      stopTimers();
    },
  };
}
