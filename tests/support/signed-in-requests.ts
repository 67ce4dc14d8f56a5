import { NextRequest } from "next/server";
import { createSession, SESSION_COOKIE, sealSession } from "@/lib/auth/server/session";

// Route-handler tests call the exported handlers with the sealed cookie of a real session, started in
// the database that getDb() answers, so the session check runs as in production. Set AUTH_SECRET
// before importing this module.

export type Caller = { id: string; email: string } | null;

export async function apiRequest(
  path: string,
  { user, method = "GET", body }: { user: Caller; method?: string; body?: unknown },
): Promise<NextRequest> {
  const headers = new Headers({ "content-type": "application/json" });
  if (user) {
    const sealed = await sealSession(await createSession(user));
    headers.set("cookie", `${SESSION_COOKIE}=${sealed}`);
  }
  const init = {
    method,
    headers,
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  };
  return new NextRequest(new URL(path, "http://localhost:3000"), init);
}

export const paramsOf = <T extends object>(params: T) => ({ params: Promise.resolve(params) });

export const UNKNOWN_ID = "6f1d2c3b-4a59-4e8f-9a7b-1c2d3e4f5a6b";
