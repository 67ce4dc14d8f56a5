// Google OAuth scopes Rankwell asks for (spec §6), as full URLs.
const AUTH = "https://www.googleapis.com/auth";

export const OPENID_SCOPE = "openid";
export const USERINFO_EMAIL_SCOPE = `${AUTH}/userinfo.email`;
export const USERINFO_PROFILE_SCOPE = `${AUTH}/userinfo.profile`;
export const WEBMASTERS_READONLY_SCOPE = `${AUTH}/webmasters.readonly`;
export const ANALYTICS_READONLY_SCOPE = `${AUTH}/analytics.readonly`;
export const BUSINESS_MANAGE_SCOPE = `${AUTH}/business.manage`;
/** Read-write Search Console (sitemap submission), asked for incrementally when needed. */
export const WEBMASTERS_SCOPE = `${AUTH}/webmasters`;

export const GOOGLE_SIGN_IN_SCOPES = [
  OPENID_SCOPE,
  USERINFO_EMAIL_SCOPE,
  USERINFO_PROFILE_SCOPE,
  WEBMASTERS_READONLY_SCOPE,
  ANALYTICS_READONLY_SCOPE,
  BUSINESS_MANAGE_SCOPE,
] as const;

// Google answers with the long form of the short aliases (google-apis.md §1.3).
const ALIASES: Record<string, string> = {
  email: USERINFO_EMAIL_SCOPE,
  profile: USERINFO_PROFILE_SCOPE,
};

/** The scopes of a space-delimited `scope` string, aliases expanded, duplicates dropped. */
export function parseScopes(scope: string): string[] {
  const scopes = scope
    .split(/\s+/)
    .filter(Boolean)
    .map((s) => ALIASES[s] ?? s);
  return [...new Set(scopes)];
}
