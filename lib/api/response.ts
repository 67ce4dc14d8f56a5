import "server-only";
import { NextResponse } from "next/server";

export type ErrorBody = { error: { code: string; message: string } };

// Every answer is for one user or one request: no shared or browser cache may keep it.
const PRIVATE_NO_STORE = "private, no-store";

/** The one error shape of every route handler: `{ error: { code, message } }`, never stored. */
export function jsonError(status: number, code: string, message: string, headers?: HeadersInit) {
  const merged = new Headers(headers);
  if (!merged.has("cache-control")) merged.set("Cache-Control", PRIVATE_NO_STORE);
  return NextResponse.json<ErrorBody>({ error: { code, message } }, { status, headers: merged });
}

/** A JSON answer, not stored unless `init` sets its own Cache-Control. */
export function ok<T>(data: T, init: ResponseInit = {}) {
  const headers = new Headers(init.headers);
  if (!headers.has("cache-control")) headers.set("Cache-Control", PRIVATE_NO_STORE);
  return NextResponse.json<T>(data, { ...init, headers });
}

export const noContent = () => new NextResponse(null, { status: 204 });

/** Cache-Control with `private` and `no-store` added to what it says (`public` and ages dropped). */
export function privateCacheControl(value: string | null): string {
  const kept = (value ?? "")
    .split(",")
    .map((directive) => directive.trim())
    .filter((d) => d && !/^(public|private|no-store|max-age=.*|s-maxage=.*)$/i.test(d));
  return ["private", "no-store", ...kept].join(", ");
}

/** `response` marked for no cache at all: a signed-in user's answer, success or error. */
export function keepPrivate(response: Response): Response {
  const value = privateCacheControl(response.headers.get("cache-control"));
  try {
    response.headers.set("Cache-Control", value);
    return response;
  } catch {
    // Headers of a fetched response are immutable: answer a copy.
    const copy = new Response(response.body, response);
    copy.headers.set("Cache-Control", value);
    return copy;
  }
}
