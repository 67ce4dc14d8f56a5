import "server-only";
import { env, runMode, siteUrl } from "@/lib/env";
import { EMULATOR_CLIENT_ID, EMULATOR_CLIENT_SECRET } from "@/lib/google-emulator/oauth/client";
import { emulatorEndpoints, type GoogleEndpoints } from "@/lib/google-emulator/paths";

export type { GoogleEndpoints } from "@/lib/google-emulator/paths";
export { GOOGLE_SIGN_IN_SCOPES, WEBMASTERS_SCOPE } from "./scopes";

export type GoogleClientCredentials = { clientId: string; clientSecret: string };

/** Google's own OAuth endpoints (google-apis.md §1.1). */
export const GOOGLE_ENDPOINTS: GoogleEndpoints = {
  authUrl: "https://accounts.google.com/o/oauth2/v2/auth",
  tokenUrl: "https://oauth2.googleapis.com/token",
  revokeUrl: "https://oauth2.googleapis.com/revoke",
  userinfoUrl: "https://www.googleapis.com/oauth2/v2/userinfo",
};

/** Embedded mode talks to the app's own Google emulator; every other mode to Google. */
export function googleEndpoints(): GoogleEndpoints {
  return runMode() === "embedded" ? emulatorEndpoints(siteUrl) : GOOGLE_ENDPOINTS;
}

export function googleClientCredentials(): GoogleClientCredentials {
  if (runMode() === "embedded") {
    return { clientId: EMULATOR_CLIENT_ID, clientSecret: EMULATOR_CLIENT_SECRET };
  }
  if (!env.GOOGLE_CLIENT_ID || !env.GOOGLE_CLIENT_SECRET) {
    throw new Error(
      "GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must both be set for Google sign-in.",
    );
  }
  return { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET };
}
