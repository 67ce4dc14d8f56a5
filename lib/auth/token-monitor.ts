import { startPeriodic } from "./periodic";
import { classifyRefreshFailure, type RefreshResult } from "@/lib/google/tokens/refresh-rules";
import type { TokenHealth } from "./token-health";

export const TOKEN_MONITOR_FIRST_CHECK_MS = 30_000;
export const TOKEN_MONITOR_INTERVAL_MS = 300_000;
export const REFRESHING_ACCESS_TEXT = "Refreshing access...";

export interface TokenMonitorOptions {
  /** The current health, or null when the user has no Google tokens. */
  getHealth: () => Promise<TokenHealth | null>;
  /** Asks the server to refresh the Google access token; rejects on failure. */
  refresh: () => Promise<unknown>;
  onRefreshingChange?: (isRefreshing: boolean) => void;
  onRefreshResult?: (result: RefreshResult) => void;
}

export interface TokenMonitor {
  /** Refreshes now; a call while a refresh runs joins that refresh instead of starting another. */
  refreshNow: () => Promise<RefreshResult>;
  readonly isRefreshing: boolean;
  stop: () => void;
}

/** Checks the token health after 30 s and every 5 minutes, refreshing when expiry is within 10 minutes. */
export function startTokenMonitor(options: TokenMonitorOptions): TokenMonitor {
  let inFlight: Promise<RefreshResult> | null = null;
  let stopped = false;
  const notify = <T>(callback: ((value: T) => void) | undefined, value: T) => {
    if (!stopped) callback?.(value);
  };

  async function runRefresh(): Promise<RefreshResult> {
    notify(options.onRefreshingChange, true);
    let result: RefreshResult;
    try {
      await options.refresh();
      result = { ok: true };
    } catch (failure) {
      result = { ok: false, error: classifyRefreshFailure(failure) };
    }
    inFlight = null;
    notify(options.onRefreshingChange, false);
    notify(options.onRefreshResult, result);
    return result;
  }

  const refreshNow = () => (inFlight ??= runRefresh());

  async function check() {
    // A failed health read is left to the next tick; the auth check owns reporting the state.
    const health = await options.getHealth().catch(() => null);
    if (health && !health.needsReauth && health.needsRefresh) await refreshNow();
  }

  const stopTimers = startPeriodic(() => void check(), {
    firstDelayMs: TOKEN_MONITOR_FIRST_CHECK_MS,
    intervalMs: TOKEN_MONITOR_INTERVAL_MS,
  });

  return {
    refreshNow,
    get isRefreshing() {
      return inFlight !== null;
    },
    stop() {
      stopped = true;
      stopTimers();
    },
  };
}
