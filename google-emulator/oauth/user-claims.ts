import { USERINFO_EMAIL_SCOPE, USERINFO_PROFILE_SCOPE } from "@/lib/google/scopes";
import type { EmulatorAccount } from "../accounts";

/**
 * What Google tells about the user, limited by the granted scopes: userinfo v2 names the fields
 * `id`/`verified_email`, the ID token (OIDC) `sub`/`email_verified`.
 */
export function userClaims(
  account: EmulatorAccount,
  scopes: readonly string[],
  picture: string,
  style: "userinfo" | "oidc",
): Record<string, string | boolean> {
  const email = scopes.includes(USERINFO_EMAIL_SCOPE);
  const profile = scopes.includes(USERINFO_PROFILE_SCOPE);
  return {
    [style === "oidc" ? "sub" : "id"]: account.id,
    ...(email
      ? { email: account.email, [style === "oidc" ? "email_verified" : "verified_email"]: true }
      : {}),
    ...(profile
      ? {
          name: account.name,
          given_name: account.givenName,
          ...(account.familyName ? { family_name: account.familyName } : {}),
          picture,
        }
      : {}),
  };
}
