import "server-only";
import { LRUCache } from "lru-cache";
import { cookies } from "next/headers";
import type { NextRequest, NextResponse } from "next/server";
import { cache } from "react";
import { z } from "zod";
import { errorResponse, unauthenticated } from "@/lib/api/errors";
import { keepPrivate } from "@/lib/api/response";
import { apiRoute } from "@/lib/api/route";
import { getDb } from "@/lib/db/client";
import {
  deleteExpiredSessions,
  insertSession,
  isLiveSession,
  revokeUserSessions,
} from "@/lib/db/queries/sessions";
import type { Db } from "@/lib/db/types";
import { runMode } from "@/lib/env";
import { cookieOptions, seal, unseal } from "./sealed-cookie";

export const SESSION_COOKIE = "rankwell_session";
export const SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;

export type SessionUser = { id: string; email: string };
/** What the built-in session cookie names: a row of the sessions table, and its user. */
export type SessionCookie = { sessionId: string; user: SessionUser };
export type SessionDeps = { db?: Db; now?: Date };

const sessionSchema = z.object({
  sessionId: z.guid(),
  userId: z.guid(),
  email: z.string().min(1),
});

export function sealSession(
  { sessionId, user }: SessionCookie,
  password?: string,
): Promise<string> {
  return seal({ sessionId, userId: user.id, email: user.email }, SESSION_TTL_SECONDS, password);
}

// Unsealing derives its keys with PBKDF2 each time, and a browser sends the same cookie with every
// request, so what a cookie holds is kept here for a few minutes, by its whole value. Only the seal's
// work is saved: whether the session is still live is asked of its row on every request.
const unsealedCookies = new LRUCache<string, SessionCookie>({ max: 2000, ttl: 5 * 60 * 1000 });

/** Reads a `rankwell_session` cookie value: the seal only, not whether its session is still live. */
export async function readSessionCookie(
  value: string | undefined,
  password?: string,
): Promise<SessionCookie | null> {
  const known = value && password === undefined ? unsealedCookies.get(value) : undefined;
  if (known) return known;
  const data = await unseal(value, SESSION_TTL_SECONDS, sessionSchema, password);
  const session = data && {
    sessionId: data.sessionId,
    user: { id: data.userId, email: data.email },
  };
  if (session && value && password === undefined) unsealedCookies.set(value, session);
  return session;
}

/** Starts a session of `user` in the sessions table, and forgets the ones past their expiry. */
export async function createSession(
  user: SessionUser,
  deps: SessionDeps = {},
): Promise<SessionCookie> {
  const db = deps.db ?? (await getDb());
  const now = deps.now ?? new Date();
  await deleteExpiredSessions(db, now);
  const expiresAt = new Date(now.getTime() + SESSION_TTL_SECONDS * 1000);
  return { sessionId: await insertSession(db, { userId: user.id, now, expiresAt }), user };
}

/** Starts a session of `user` and hands its cookie to the browser (built-in sign-in). */
export async function startSession(
  response: NextResponse,
  user: SessionUser,
  deps: SessionDeps = {},
): Promise<void> {
  const sealed = await sealSession(await createSession(user, deps));
  response.cookies.set(SESSION_COOKIE, sealed, cookieOptions(SESSION_TTL_SECONDS));
}

export function clearSessionCookie(response: NextResponse): void {
  response.cookies.set(SESSION_COOKIE, "", cookieOptions(0));
}

/**
 * The user of a session cookie whose session is live: not signed out, not past its expiry, its user
 * not deleted. The row decides, on every request and without a cache, so an ended session is refused
 * at once on every server; its expiry is exact (the seal alone would pass 60 s beyond it).
 */
export async function sessionCookieUser(
  value: string | undefined,
  deps: SessionDeps = {},
): Promise<SessionUser | null> {
  const session = await readSessionCookie(value);
  if (!session) return null;
  const db = deps.db ?? (await getDb());
  const now = deps.now ?? new Date();
  const live = await isLiveSession(db, {
    id: session.sessionId,
    userId: session.user.id,
    now,
  });
  return live ? session.user : null;
}

/** Ends every built-in session of `userId`, on every device. */
export async function endUserSessions(userId: string, deps: SessionDeps = {}): Promise<void> {
  await revokeUserSessions(deps.db ?? (await getDb()), userId, deps.now ?? new Date());
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
  return sessionCookieUser(store.get(SESSION_COOKIE)?.value);
});

/** The signed-in user of a route handler's request. */
export function getRequestUser(request: NextRequest): Promise<SessionUser | null> {
  // Inside a route handler next/headers reads this same request, and lets Supabase write refreshed cookies.
  if (runMode() === "supabase") return getSupabaseUser();
  return sessionCookieUser(request.cookies.get(SESSION_COOKIE)?.value);
}

/** For a request found signed out: a session cookie it still carries is dead, so the browser drops it. */
export function dropDeadSessionCookie(request: NextRequest, response: NextResponse): void {
  if (request.cookies.has(SESSION_COOKIE)) clearSessionCookie(response);
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
    if (user) return handler(request, user, context);
    const response = errorResponse(unauthenticated(), "session check");
    dropDeadSessionCookie(request, response);
    return response;
  });
  return async (request, context) => keepPrivate(await route(request, context));
}
