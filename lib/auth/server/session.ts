import "server-only";
import { sealData, unsealData } from "iron-session";
import { cookies } from "next/headers";
import type { NextRequest, NextResponse } from "next/server";
import { cache } from "react";
import { z } from "zod";
import { unauthenticated } from "@/lib/api/errors";
import { keepPrivate } from "@/lib/api/response";
import { apiRoute } from "@/lib/api/route";
import { runMode, siteUrl } from "@/lib/env";
import { authSecret } from "./secrets";

export const SESSION_COOKIE = "rankwell_session";
export const OAUTH_COOKIE = "rankwell_oauth";
export const SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;
export const OAUTH_TTL_SECONDS = 10 * 60;

export type SessionUser = { id: string; email: string };

const sessionSchema = z.object({ userId: z.guid(), email: z.string().min(1) });
const oauthSchema = z.object({
  state: z.string().min(1),
  codeVerifier: z.string().min(1),
  redirectUri: z.url(),
});
export type OAuthRoundTrip = z.infer<typeof oauthSchema>;

/** Seals `data` for a cookie; the seal carries its own expiry, checked again on unseal. */
async function seal(data: object, ttl: number, password?: string): Promise<string> {
  return sealData(data, { password: password ?? (await authSecret()), ttl });
}

/** The cookie's payload, or null when it is missing, tampered with, expired or not of this shape. */
async function unseal<T>(
  value: string | undefined,
  ttl: number,
  schema: z.ZodType<T>,
  password?: string,
) {
  if (!value) return null;
  try {
    const data = await unsealData<unknown>(value, {
      password: password ?? (await authSecret()),
      ttl,
    });
    const parsed = schema.safeParse(data);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function sealSession(user: SessionUser, password?: string): Promise<string> {
  return seal({ userId: user.id, email: user.email }, SESSION_TTL_SECONDS, password);
}

/** Reads a `rankwell_session` cookie value. */
export async function readSessionCookie(
  value: string | undefined,
  password?: string,
): Promise<SessionUser | null> {
  const data = await unseal(value, SESSION_TTL_SECONDS, sessionSchema, password);
  return data ? { id: data.userId, email: data.email } : null;
}

export function sealOAuthRoundTrip(data: OAuthRoundTrip, password?: string): Promise<string> {
  return seal(data, OAUTH_TTL_SECONDS, password);
}

export function readOAuthCookie(
  value: string | undefined,
  password?: string,
): Promise<OAuthRoundTrip | null> {
  return unseal(value, OAUTH_TTL_SECONDS, oauthSchema, password);
}

function cookieOptions(maxAge: number) {
  return {
    httpOnly: true,
    sameSite: "lax",
    secure: siteUrl.startsWith("https:"),
    path: "/",
    maxAge,
  } as const;
}

export async function setSessionCookie(response: NextResponse, user: SessionUser): Promise<void> {
  response.cookies.set(SESSION_COOKIE, await sealSession(user), cookieOptions(SESSION_TTL_SECONDS));
}

export function clearSessionCookie(response: NextResponse): void {
  response.cookies.set(SESSION_COOKIE, "", cookieOptions(0));
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

/** Supabase mode: the user of the verified Supabase JWT (getClaims(), never getSession()). */
async function getSupabaseUser(): Promise<SessionUser | null> {
  // Loaded here only, so the other modes never load supabase-js.
  const { claimsUser, getSupabaseClaims } = await import("@/lib/supabase/server");
  const claims = await getSupabaseClaims();
  return claims ? claimsUser(claims) : null;
}

/** The signed-in user of this request, for server components and layouts (read once per request). */
export const getSessionUser = cache(async (): Promise<SessionUser | null> => {
  if (runMode() === "supabase") return getSupabaseUser();
  const store = await cookies();
  return readSessionCookie(store.get(SESSION_COOKIE)?.value);
});

/** The signed-in user of a route handler's request. */
export function getRequestUser(request: NextRequest): Promise<SessionUser | null> {
  // Inside a route handler next/headers reads this same request, and lets Supabase write refreshed cookies.
  if (runMode() === "supabase") return getSupabaseUser();
  return readSessionCookie(request.cookies.get(SESSION_COOKIE)?.value);
}

/**
 * A route handler that only runs for a signed-in user (else 401), inside the API kit's error
 * handling: `export const GET = withSessionUser(async (request, user, context) => …)`. Every answer,
 * an error too, is this user's: it carries `Cache-Control: private, no-store`.
 */
export function withSessionUser<C = unknown>(
  handler: (request: NextRequest, user: SessionUser, context: C) => Promise<Response>,
): (request: NextRequest, context: C) => Promise<Response> {
  const route = apiRoute<C>(async (request, context) => {
    const user = await getRequestUser(request);
    if (!user) throw unauthenticated();
    return handler(request, user, context);
  });
  return async (request, context) => keepPrivate(await route(request, context));
}
