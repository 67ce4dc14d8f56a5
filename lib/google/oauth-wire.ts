import { z } from "zod";

// Google's OAuth wire formats (google-apis.md §1.3–1.7), read with zod. No I/O here.

export type GoogleTokenSet = {
  accessToken: string;
  refreshToken?: string;
  expiresAt: Date;
  scope: string;
  idToken?: string;
};

export type GoogleUserInfo = {
  id: string;
  email: string;
  verifiedEmail: boolean;
  name?: string;
  givenName?: string;
  familyName?: string;
  picture?: string;
};

/** The token endpoint's 200 body, for both the code exchange and the refresh. */
export const tokenResponseSchema = z.object({
  access_token: z.string().min(1),
  expires_in: z.number().int().positive(),
  refresh_token: z.string().min(1).optional(),
  scope: z.string(),
  token_type: z.string().regex(/^bearer$/i),
  id_token: z.string().min(1).optional(),
  // Sent for time-limited grants only; tolerated, not used.
  refresh_token_expires_in: z.number().optional(),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

/** `GET oauth2/v2/userinfo` (schema Userinfoplus). */
export const userInfoResponseSchema = z.object({
  id: z.string().min(1),
  email: z.string().min(1),
  verified_email: z.boolean().default(false),
  name: z.string().optional(),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
  picture: z.string().optional(),
  locale: z.string().optional(),
  hd: z.string().optional(),
});

/** `{ error, error_description }` of the token and revoke endpoints. */
export const oauthErrorBodySchema = z.object({
  error: z.string(),
  error_description: z.string().optional(),
});

/** The common API error envelope (google-apis.md §6), which userinfo answers with. */
export const apiErrorBodySchema = z.object({
  error: z.object({ code: z.number(), message: z.string(), status: z.string().optional() }),
});

export function toTokenSet(body: TokenResponse, now: Date = new Date()): GoogleTokenSet {
  return {
    accessToken: body.access_token,
    expiresAt: new Date(now.getTime() + body.expires_in * 1000),
    scope: body.scope,
    ...(body.refresh_token ? { refreshToken: body.refresh_token } : {}),
    ...(body.id_token ? { idToken: body.id_token } : {}),
  };
}

export function toUserInfo(body: z.infer<typeof userInfoResponseSchema>): GoogleUserInfo {
  return {
    id: body.id,
    email: body.email,
    verifiedEmail: body.verified_email,
    ...(body.name ? { name: body.name } : {}),
    ...(body.given_name ? { givenName: body.given_name } : {}),
    ...(body.family_name ? { familyName: body.family_name } : {}),
    ...(body.picture ? { picture: body.picture } : {}),
  };
}
