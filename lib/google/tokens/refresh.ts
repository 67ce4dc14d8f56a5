import "server-only";
import {
  classifyRefreshFailure,
  REFRESH_ERRORS,
  retryWithBackoff,
  type RefreshError,
  type RefreshErrorCode,
  PROACTIVE_REFRESH_WINDOW_MS,
} from "./refresh-rules";
import { GoogleOAuthError, googleOAuth, type GoogleOAuth } from "../oauth";
import {
  deleteGoogleTokens,
  markNeedsReauth,
  readGoogleTokens,
  saveGoogleTokens,
  type TokenStoreDeps,
} from "./store";

export type GoogleTokenDeps = TokenStoreDeps & {
  oauth?: Pick<GoogleOAuth, "refreshAccessToken" | "revokeToken">;
  now?: () => number;
};

/** A refresh that failed, in the words of spec §8 "Token refresh". */
export class TokenRefreshError extends Error {
  override name = "TokenRefreshError";
  readonly code: RefreshErrorCode;
  readonly needsReauth: boolean;
  constructor(error: RefreshError, options?: { cause?: unknown }) {
    super(error.message, options);
    this.code = error.code;
    this.needsReauth = error.code === "refresh_token_invalid";
  }
}

export function refreshErrorOf(failure: unknown): RefreshError {
  if (failure instanceof TokenRefreshError) return REFRESH_ERRORS[failure.code];
  if (failure instanceof GoogleOAuthError) {
    if (failure.code === "invalid_grant" || failure.requiresReauth)
      return REFRESH_ERRORS.refresh_token_invalid;
    if (failure.code === "network") return REFRESH_ERRORS.network_error;
    return REFRESH_ERRORS.refresh_failed;
  }
  return classifyRefreshFailure(failure);
}

// One refresh per user at a time in this process: concurrent callers share it, so Google sees one
// token request and the stored row is written once.
const inFlight = new Map<string, Promise<{ accessToken: string; expiresAt: Date }>>();

export type RefreshOptions = {
  /**
   * When the caller decided it needs a new token (its request's arrival, in ms). A refresh stored
   * after that moment answers it, though it finished before this call: two requests that arrive
   * together refresh once even when the second reaches this point after the first is done.
   */
  since?: number;
};

/** Trades the stored refresh token for a new access token (200 ms backoff, doubling) and stores it. */
export function refreshGoogleTokens(
  userId: string,
  deps: GoogleTokenDeps = {},
  options: RefreshOptions = {},
) {
  let running = inFlight.get(userId);
  if (!running) {
    running = runRefresh(userId, deps, options).finally(() => inFlight.delete(userId));
    inFlight.set(userId, running);
  }
  return running;
}

async function runRefresh(userId: string, deps: GoogleTokenDeps, { since }: RefreshOptions) {
  const oauth = deps.oauth ?? googleOAuth();
  const stored = await readGoogleTokens(userId, deps);
  if (!stored?.refreshToken) throw new TokenRefreshError(REFRESH_ERRORS.refresh_token_invalid);
  const now = deps.now?.() ?? Date.now();
  if (
    since !== undefined &&
    stored.updatedAt &&
    stored.updatedAt.getTime() > since &&
    stored.expiresAt &&
    stored.expiresAt.getTime() - now > PROACTIVE_REFRESH_WINDOW_MS
  ) {
    return { accessToken: stored.accessToken, expiresAt: stored.expiresAt };
  }
  const refreshToken = stored.refreshToken;
  try {
    const tokens = await retryWithBackoff(() => oauth.refreshAccessToken(refreshToken), {
      isRetryable: (error) => refreshErrorOf(error).retryable,
    });
    await saveGoogleTokens(userId, tokens, deps);
    return { accessToken: tokens.accessToken, expiresAt: tokens.expiresAt };
  } catch (failure) {
    const error = refreshErrorOf(failure);
    if (error.code === "refresh_token_invalid") await markNeedsReauth(userId, deps);
    throw new TokenRefreshError(error, { cause: failure });
  }
}

/** An access token good for at least ten more minutes, refreshed first when it is not. */
export async function getValidAccessToken(
  userId: string,
  deps: GoogleTokenDeps = {},
): Promise<string> {
  const stored = await readGoogleTokens(userId, deps);
  if (!stored) throw new TokenRefreshError(REFRESH_ERRORS.refresh_token_invalid);
  const now = deps.now?.() ?? Date.now();
  const fresh = stored.expiresAt && stored.expiresAt.getTime() - now > PROACTIVE_REFRESH_WINDOW_MS;
  if (fresh) return stored.accessToken;
  return (await refreshGoogleTokens(userId, deps)).accessToken;
}

/**
 * Revokes the Google grant and forgets the tokens. The stored row goes even when Google cannot be
 * reached, so the app stops using the grant either way; that failure is still reported to the caller.
 */
export async function revokeGoogleTokens(
  userId: string,
  deps: GoogleTokenDeps = {},
): Promise<void> {
  const oauth = deps.oauth ?? googleOAuth();
  const stored = await readGoogleTokens(userId, deps);
  if (!stored) return;
  let failure: unknown;
  // Revoking the refresh token ends the whole grant, its access tokens included.
  await oauth
    .revokeToken(stored.refreshToken ?? stored.accessToken)
    .catch((error: unknown) => (failure = error));
  await deleteGoogleTokens(userId, deps);
  if (failure) throw failure;
}
