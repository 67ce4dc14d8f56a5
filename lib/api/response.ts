import "server-only";
import { NextResponse } from "next/server";

export type ErrorBody = { error: { code: string; message: string } };

/** The one error shape of every route handler: `{ error: { code, message } }`. */
export function jsonError(status: number, code: string, message: string, headers?: HeadersInit) {
  return NextResponse.json<ErrorBody>({ error: { code, message } }, { status, headers });
}

/** A JSON answer, not stored unless `init` sets its own Cache-Control. */
export function ok<T>(data: T, init: ResponseInit = {}) {
  const headers = new Headers(init.headers);
  // Every answer is for one user or one request: no shared or browser cache may keep it.
  if (!headers.has("cache-control")) headers.set("Cache-Control", "private, no-store");
  return NextResponse.json<T>(data, { ...init, headers });
}

export const noContent = () => new NextResponse(null, { status: 204 });
