import type { GoogleCallContext } from "./call-google";
import type { GoogleApiRoots } from "./hosts";

const DEFAULT_TIMEOUT_MS = 30_000;

/**
 * Per-request options for the @googleapis clients. The root goes on each request, not the client:
 * a client-level rootUrl keeps only its origin and drops the emulator's path prefix. The bearer
 * header is set here because callGoogle owns the token and its refresh, and `retry: false` turns
 * off gaxios' own retries so that only our policy (retry.ts) retries.
 */
export function requestOptions(
  ctx: GoogleCallContext,
  api: keyof GoogleApiRoots,
  accessToken: string,
  timeoutMs = DEFAULT_TIMEOUT_MS,
) {
  return {
    rootUrl: ctx.roots[api],
    headers: { authorization: `Bearer ${accessToken}` },
    // Attributes per-user quota to the Rankwell user on server-side calls (google-apis.md).
    params: { quotaUser: ctx.userId.slice(0, 40) },
    retry: false,
    timeout: timeoutMs,
    // gaxios falls back to node-fetch; the platform fetch is what the rest of the app uses.
    fetchImplementation: ctx.fetch ?? fetch,
  };
}
