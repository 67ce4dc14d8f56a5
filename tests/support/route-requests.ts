import { NextRequest } from "next/server";
import {
  createSession,
  SESSION_COOKIE,
  sealSession,
  type SessionUser,
} from "@/lib/auth/server/session";

// Helpers for route-handler tests: requests with cookies, and the cookies a response sets.

export const TEST_ORIGIN = "http://localhost:3000";

export function apiRequest(
  path: string,
  {
    method = "GET",
    body,
    cookies = {},
  }: { method?: string; body?: unknown; cookies?: Record<string, string> } = {},
): NextRequest {
  const headers = new Headers();
  const cookie = Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join("; ");
  if (cookie) headers.set("cookie", cookie);
  if (body !== undefined) headers.set("content-type", "application/json");
  return new NextRequest(`${TEST_ORIGIN}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
}

export type SetCookie = { value: string; attributes: string[] };

/** Every cookie a response sets, by name, with its raw attributes in lower case. */
export function setCookies(response: Response): Map<string, SetCookie> {
  const cookies = new Map<string, SetCookie>();
  for (const header of response.headers.getSetCookie()) {
    const [pair = "", ...attributes] = header.split(";").map((part) => part.trim());
    const at = pair.indexOf("=");
    cookies.set(pair.slice(0, at), {
      value: decodeURIComponent(pair.slice(at + 1)),
      attributes: attributes.map((a) => a.toLowerCase()),
    });
  }
  return cookies;
}

/** The cookie of a new session of `user`, started in the database that getDb() answers. */
export async function sessionCookies(user: SessionUser): Promise<Record<string, string>> {
  return { [SESSION_COOKIE]: await sealSession(await createSession(user)) };
}

/** The status and JSON body of a response (null for an empty one). */
export async function read(response: Response): Promise<{ status: number; body: unknown }> {
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}
