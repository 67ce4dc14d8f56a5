import "server-only";
import type { NextResponse } from "next/server";
import { z } from "zod";
import { cookieOptions, seal, unseal } from "./sealed-cookie";

// The Google sign-in's round trip: what the callback needs to finish what the start route began.

export const OAUTH_COOKIE = "rankwell_oauth";
export const OAUTH_TTL_SECONDS = 10 * 60;

const oauthSchema = z.object({
  state: z.string().min(1),
  codeVerifier: z.string().min(1),
  redirectUri: z.url(),
});
export type OAuthRoundTrip = z.infer<typeof oauthSchema>;

export function sealOAuthRoundTrip(data: OAuthRoundTrip, password?: string): Promise<string> {
  return seal(data, OAUTH_TTL_SECONDS, password);
}

export function readOAuthCookie(
  value: string | undefined,
  password?: string,
): Promise<OAuthRoundTrip | null> {
  return unseal(value, OAUTH_TTL_SECONDS, oauthSchema, password);
}

export async function setOAuthCookie(response: NextResponse, data: OAuthRoundTrip): Promise<void> {
  response.cookies.set(
    OAUTH_COOKIE,
    await sealOAuthRoundTrip(data),
    cookieOptions(OAUTH_TTL_SECONDS),
  );
}

export function clearOAuthCookie(response: NextResponse): void {
  response.cookies.set(OAUTH_COOKIE, "", cookieOptions(0));
}
