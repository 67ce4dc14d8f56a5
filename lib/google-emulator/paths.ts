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
