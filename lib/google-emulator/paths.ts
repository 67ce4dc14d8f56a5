// Where the Google emulator answers, relative to its base URL; the real Google paths it mirrors.
export const EMULATOR_BASE_PATH = "/emulator/google";

export const EMULATOR_PATHS = {
  authorize: "o/oauth2/v2/auth",
  approve: "o/oauth2/v2/approve",
  token: "token",
  revoke: "revoke",
  userinfo: "oauth2/v2/userinfo",
  avatar: "avatar",
} as const;

export type GoogleEndpoints = {
  authUrl: string;
  tokenUrl: string;
  revokeUrl: string;
  userinfoUrl: string;
};

/** The emulator's OAuth endpoints when it is served at `origin` + `basePath`. */
export function emulatorEndpoints(origin: string, basePath = EMULATOR_BASE_PATH): GoogleEndpoints {
  const base = `${origin.replace(/\/+$/, "")}${basePath}`;
  return {
    authUrl: `${base}/${EMULATOR_PATHS.authorize}`,
    tokenUrl: `${base}/${EMULATOR_PATHS.token}`,
    revokeUrl: `${base}/${EMULATOR_PATHS.revoke}`,
    userinfoUrl: `${base}/${EMULATOR_PATHS.userinfo}`,
  };
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

/** Where the emulator answers for `host`: the root URL (with its trailing slash) a client uses. */
export function emulatorApiRoot(
  origin: string,
  host: EmulatedApiHost,
  basePath = EMULATOR_BASE_PATH,
): string {
  return `${origin.replace(/\/+$/, "")}${basePath}/${host}/`;
}

/** Test-only control endpoint of the emulator: inject faults per account. */
export const EMULATOR_FAULTS_PATH = "_emulator/faults";
