import type { GoogleApiRoots } from "./hosts";
import { toGoogleApiError } from "./classify-error";
import { withRetry, type RetryOptions } from "./retry";

/** Everything a client needs to call Google for one user. */
export type GoogleCallContext = {
  userId: string;
  /** Where each API answers: Google, or the emulator. */
  roots: GoogleApiRoots;
  /** A valid access token (refreshed first when it is about to expire). */
  accessToken(): Promise<string>;
  /** A new access token, after Google rejected the current one. */
  refreshedAccessToken(): Promise<string>;
  /** The transport; the global fetch when absent. */
  fetch?: typeof fetch;
  /** Overrides of the retry policy (tests pass a fake sleep). */
  retry?: RetryOptions;
};

/**
 * Runs one Google call with the retry policy. A 401 is answered once per call by refreshing the
 * access token and trying again; a refresh that needs the user to reconnect becomes kind "reauth".
 */
export function callGoogle<T>(
  ctx: GoogleCallContext,
  api: string,
  call: (accessToken: string) => Promise<T>,
): Promise<T> {
  let refreshed: string | undefined;
  const token = async (get: () => Promise<string>) => {
    try {
      return await get();
    } catch (error) {
      throw toGoogleApiError(error, api);
    }
  };
  const run = async (accessToken: string) => {
    try {
      return await call(accessToken);
    } catch (error) {
      throw toGoogleApiError(error, api);
    }
  };

  return withRetry(async () => {
    const accessToken = refreshed ?? (await token(() => ctx.accessToken()));
    try {
      return await run(accessToken);
    } catch (error) {
      const rejected = error as ReturnType<typeof toGoogleApiError>;
      if (refreshed !== undefined || rejected.kind !== "reauth" || rejected.status !== 401) {
        throw error;
      }
      refreshed = await token(() => ctx.refreshedAccessToken());
      return run(refreshed);
    }
  }, ctx.retry);
}
