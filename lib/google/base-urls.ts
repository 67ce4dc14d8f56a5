// Where each Google API answers: Google's own hosts, or one base URL that serves every host under
// `{base}/{host}/` (the app's embedded stand-in, or a test server). Pure: no settings are read here.

/** The Google API hosts Rankwell calls, by the name its clients use. */
export const GOOGLE_API_HOSTS = {
  searchConsole: "searchconsole.googleapis.com",
  analyticsAdmin: "analyticsadmin.googleapis.com",
  analyticsData: "analyticsdata.googleapis.com",
  gbpAccounts: "mybusinessaccountmanagement.googleapis.com",
  gbpInformation: "mybusinessbusinessinformation.googleapis.com",
  gbpPerformance: "businessprofileperformance.googleapis.com",
  pageSpeed: "pagespeedonline.googleapis.com",
} as const;

/** The root URL (with trailing slash) of each Google API Rankwell calls. */
export type GoogleApiRoots = Record<keyof typeof GOOGLE_API_HOSTS, string>;

/** Where embedded mode serves Google's stand-in on the app's own origin. */
export const EMBEDDED_GOOGLE_BASE_PATH = "/emulator/google";

/** The one OAuth client embedded mode signs in with: fixed, so that mode needs no settings at all. */
export const EMBEDDED_OAUTH_CLIENT: { clientId: string; clientSecret: string } = {
  clientId: "rankwell-embedded.apps.googleusercontent.com",
  clientSecret: "rankwell-embedded-secret",
};

const trimSlashes = (base: string) => base.replace(/\/+$/, "");

/** Under embedded mode's Google base, the demo world's websites answer at `sites/{host}/…`. */
export const EMBEDDED_SITES_PATH = "sites";

/**
 * Where embedded mode reads a page of the demo world: its sites live under `.example`, a TLD
 * reserved by RFC 2606 that never resolves, so nothing real is shadowed. Null for any other URL.
 */
export function embeddedSiteUrl(url: URL, origin: string): URL | null {
  if (!url.hostname.endsWith(".example")) return null;
  const base = `${trimSlashes(origin)}${EMBEDDED_GOOGLE_BASE_PATH}/${EMBEDDED_SITES_PATH}`;
  return new URL(`${base}/${url.hostname}${url.pathname}${url.search}`);
}

/** Each API's root: on Google's own host, or under `{base}/{host}/` when a base URL is given. */
export function googleApiRootsAt(base?: string): GoogleApiRoots {
  const root = (host: string) => (base ? `${trimSlashes(base)}/${host}/` : `https://${host}/`);
  return Object.fromEntries(
    Object.entries(GOOGLE_API_HOSTS).map(([api, host]) => [api, root(host)]),
  ) as GoogleApiRoots;
}

export type GoogleEndpoints = {
  authUrl: string;
  tokenUrl: string;
  revokeUrl: string;
  userinfoUrl: string;
};

// Google's OAuth endpoints (google-apis.md §1.1) as host and path; a base URL keeps the paths.
const OAUTH_ENDPOINTS: Record<keyof GoogleEndpoints, [host: string, path: string]> = {
  authUrl: ["accounts.google.com", "o/oauth2/v2/auth"],
  tokenUrl: ["oauth2.googleapis.com", "token"],
  revokeUrl: ["oauth2.googleapis.com", "revoke"],
  userinfoUrl: ["www.googleapis.com", "oauth2/v2/userinfo"],
};

/** The OAuth endpoints: Google's own, or the same paths under `base` when one is given. */
export function googleEndpointsAt(base?: string): GoogleEndpoints {
  const url = ([host, path]: [string, string]) =>
    base ? `${trimSlashes(base)}/${path}` : `https://${host}/${path}`;
  return {
    authUrl: url(OAUTH_ENDPOINTS.authUrl),
    tokenUrl: url(OAUTH_ENDPOINTS.tokenUrl),
    revokeUrl: url(OAUTH_ENDPOINTS.revokeUrl),
    userinfoUrl: url(OAUTH_ENDPOINTS.userinfoUrl),
  };
}

/** Google's own hosts. */
export const GOOGLE_API_ROOTS: GoogleApiRoots = googleApiRootsAt();

/** Google's own OAuth endpoints. */
export const GOOGLE_ENDPOINTS: GoogleEndpoints = googleEndpointsAt();
