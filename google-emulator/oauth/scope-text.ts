import {
  ANALYTICS_READONLY_SCOPE,
  BUSINESS_MANAGE_SCOPE,
  OPENID_SCOPE,
  USERINFO_EMAIL_SCOPE,
  USERINFO_PROFILE_SCOPE,
  WEBMASTERS_READONLY_SCOPE,
  WEBMASTERS_SCOPE,
} from "@/lib/google/scopes";

// What each scope lets the app do, in the words Google's consent screen uses.
const SCOPE_TEXT: Record<string, string> = {
  [OPENID_SCOPE]: "Associate you with your personal info on Google",
  [USERINFO_EMAIL_SCOPE]: "See your primary Google Account email address",
  [USERINFO_PROFILE_SCOPE]:
    "See your personal info, including any personal info you've made publicly available",
  [WEBMASTERS_READONLY_SCOPE]: "View Search Console data for your verified sites",
  [WEBMASTERS_SCOPE]: "View and manage Search Console data for your verified sites",
  [ANALYTICS_READONLY_SCOPE]: "See and download your Google Analytics data",
  [BUSINESS_MANAGE_SCOPE]: "See, edit, create and delete your Google business listings",
};

/** Plain-language lines for the requested scopes; an unknown scope is shown as it was sent. */
export function describeScopes(scopes: readonly string[]): string[] {
  return [...new Set(scopes.map((scope) => SCOPE_TEXT[scope] ?? scope))];
}
