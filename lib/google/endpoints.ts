import "server-only";
import { env, runMode } from "@/lib/env";
import { EMBEDDED_OAUTH_CLIENT, GOOGLE_ENDPOINTS, googleEndpointsAt } from "./base-urls";
import { googleBaseUrl } from "./hosts";

export { GOOGLE_ENDPOINTS, type GoogleEndpoints } from "./base-urls";
export { GOOGLE_SIGN_IN_SCOPES, WEBMASTERS_SCOPE } from "./scopes";

export type GoogleClientCredentials = { clientId: string; clientSecret: string };

/**
 * The OAuth endpoints of this run mode: under the app's own origin when embedded, else Google's.
 * `publicOrigin` is where the browser reached the app, for the consent URL it is sent to.
 */
export function googleEndpoints(publicOrigin?: string) {
  const base = googleBaseUrl(publicOrigin);
  return base ? googleEndpointsAt(base) : GOOGLE_ENDPOINTS;
}

export function googleClientCredentials(): GoogleClientCredentials {
  if (runMode() === "embedded") return { ...EMBEDDED_OAUTH_CLIENT };
  if (!env.GOOGLE_CLIENT_ID || !env.GOOGLE_CLIENT_SECRET) {
    throw new Error(
      "GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must both be set for Google sign-in.",
    );
  }
  return { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET };
}
