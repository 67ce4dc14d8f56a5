import "server-only";
import { getValidAccessToken, refreshGoogleTokens } from "./tokens/refresh";
import type { GoogleCallContext } from "./call-google";
import { googleApiRoots } from "./hosts";

export { callGoogle, type GoogleCallContext } from "./call-google";

/** The context of a signed-in user's Google calls: their stored tokens and this run mode's hosts. */
export function googleCallContext(userId: string): GoogleCallContext {
  return {
    userId,
    roots: googleApiRoots(),
    accessToken: () => getValidAccessToken(userId),
    refreshedAccessToken: async () => (await refreshGoogleTokens(userId)).accessToken,
  };
}
