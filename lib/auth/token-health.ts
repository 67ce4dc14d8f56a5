import { PROACTIVE_REFRESH_WINDOW_MS } from "@/lib/google/tokens/refresh-rules";

// Token health as the browser sees it: derived from expires_at only, never from the token itself.
export const NEAR_EXPIRY_WINDOW_MS = 5 * 60_000;

export interface TokenHealthInput {
  /** google_tokens.expires_at, an ISO timestamp. */
  expiresAt: string | null | undefined;
  /** Set by the server when the refresh token was rejected and only a reconnect helps. */
  needsReauth?: boolean;
}

export interface TokenHealth {
  expiresInMs: number;
  expired: boolean;
  within5Minutes: boolean;
  within10Minutes: boolean;
  /** A proactive refresh is due: expiry is within 10 minutes (or already past). */
  needsRefresh: boolean;
  needsReauth: boolean;
}

export function getTokenHealth(
  { expiresAt, needsReauth = false }: TokenHealthInput,
  now: Date | number,
): TokenHealth {
  const expiresAtMs = expiresAt ? Date.parse(expiresAt) : Number.NaN;
  // An unreadable expiry is treated as already expired, so the next check refreshes the token.
  const expiresInMs = Number.isNaN(expiresAtMs) ? 0 : expiresAtMs - Number(now);
  const within10Minutes = expiresInMs <= PROACTIVE_REFRESH_WINDOW_MS;
  return {
    expiresInMs,
    expired: expiresInMs <= 0,
    within5Minutes: expiresInMs <= NEAR_EXPIRY_WINDOW_MS,
    within10Minutes,
    needsRefresh: within10Minutes,
    needsReauth,
  };
}
