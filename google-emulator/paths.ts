import {
  EMBEDDED_GOOGLE_BASE_PATH,
  EMBEDDED_SITES_PATH,
  googleApiRootsAt,
  googleEndpointsAt,
  type GoogleApiRoots,
  type GoogleEndpoints,
} from "@/lib/google/base-urls";

// Where the Google emulator answers, relative to its base URL; the real Google paths it mirrors.
export const EMULATOR_BASE_PATH = EMBEDDED_GOOGLE_BASE_PATH;

export const EMULATOR_PATHS = {
  authorize: "o/oauth2/v2/auth",
  approve: "o/oauth2/v2/approve",
  token: "token",
  revoke: "revoke",
  userinfo: "oauth2/v2/userinfo",
  avatar: "avatar",
} as const;

/** The emulator's OAuth endpoints when it is served at `origin` + `basePath`. */
export function emulatorEndpoints(origin: string, basePath = EMULATOR_BASE_PATH): GoogleEndpoints {
  return googleEndpointsAt(`${origin.replace(/\/+$/, "")}${basePath}`);
}

/** The API roots a client uses to reach the emulator served at `origin` + `basePath`. */
export function emulatorApiRoots(origin: string, basePath = EMULATOR_BASE_PATH): GoogleApiRoots {
  return googleApiRootsAt(`${origin.replace(/\/+$/, "")}${basePath}`);
}

/**
 * Google API hosts the emulator answers for. Each is served under `{base}/{host}/`, so a client
 * whose root URL is configurable needs nothing but that root to talk to the emulator.
 */
export const EMULATED_API_HOSTS = [
  "searchconsole.googleapis.com",
  "www.googleapis.com",
  "analyticsadmin.googleapis.com",
  "analyticsdata.googleapis.com",
  "mybusinessaccountmanagement.googleapis.com",
  "mybusinessbusinessinformation.googleapis.com",
  "businessprofileperformance.googleapis.com",
  "pagespeedonline.googleapis.com",
] as const;

export type EmulatedApiHost = (typeof EMULATED_API_HOSTS)[number];

/** The world's websites (`.example`): robots.txt, sitemaps (gsc/site-files.ts) and pages (gsc/site-pages.ts). */
export const EMULATOR_SITES_PATH = EMBEDDED_SITES_PATH;

/** The fault endpoint: a caller on this machine makes its own account's Google calls fail (fault-control.ts). */
export const EMULATOR_FAULTS_PATH = "_emulator/faults";

/** The OpenAI-compatible API (openai/routes.ts): a deterministic model for tests and offline runs. */
export const EMULATOR_OPENAI_PATH = "openai/v1";

export const EMULATOR_OPENAI_PATHS = {
  models: `${EMULATOR_OPENAI_PATH}/models`,
  chatCompletions: `${EMULATOR_OPENAI_PATH}/chat/completions`,
} as const;
