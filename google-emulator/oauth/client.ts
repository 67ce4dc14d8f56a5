import { EMBEDDED_OAUTH_CLIENT } from "@/lib/google/base-urls";

// The one OAuth client the emulator knows: the one the app signs in with in embedded mode.
export const EMULATOR_CLIENT_ID = EMBEDDED_OAUTH_CLIENT.clientId;
export const EMULATOR_CLIENT_SECRET = EMBEDDED_OAUTH_CLIENT.clientSecret;
