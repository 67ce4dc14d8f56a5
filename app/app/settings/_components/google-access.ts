import {
  ANALYTICS_READONLY_SCOPE,
  BUSINESS_MANAGE_SCOPE,
  WEBMASTERS_READONLY_SCOPE,
  WEBMASTERS_SCOPE,
} from "@/lib/google/scopes";

export type ConnectionStatus = "checking" | "not_connected" | "needs_reauth" | "connected";

export type TokenHealthView = { connected: boolean; needsReauth: boolean } | null;

/** What the settings page says about the Google connection, from the server's token health. */
export function connectionStatus(health: TokenHealthView, loading: boolean): ConnectionStatus {
  if (!health) return loading ? "checking" : "not_connected";
  if (!health.connected) return "not_connected";
  return health.needsReauth ? "needs_reauth" : "connected";
}

export type DataAccess = { label: string; granted: boolean };

// The Google data each kind of data source reads, and the scopes that allow it.
const DATA_ACCESS: { label: string; scopes: string[] }[] = [
  { label: "Search Console", scopes: [WEBMASTERS_READONLY_SCOPE, WEBMASTERS_SCOPE] },
  { label: "Google Analytics", scopes: [ANALYTICS_READONLY_SCOPE] },
  { label: "Business Profile", scopes: [BUSINESS_MANAGE_SCOPE] },
];

/** Which Google data the granted scopes open, in the order the data sources are listed. */
export function dataAccess(grantedScopes: readonly string[]): DataAccess[] {
  const granted = new Set(grantedScopes);
  return DATA_ACCESS.map(({ label, scopes }) => ({
    label,
    granted: scopes.some((scope) => granted.has(scope)),
  }));
}
