import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import { jsonError } from "@/lib/api/response";
import { isLocalRequest } from "@/lib/security/loopback";

export const LOOPBACK_ONLY_MESSAGE =
  "This Rankwell runs in embedded mode, where anyone can sign in as any address, so it answers only on this machine. To serve it to others as a public demo, set RANKWELL_PUBLIC_DEMO=1.";

const answersJson = (pathname: string) =>
  ["/api/", "/emulator/"].some((prefix) => pathname.startsWith(prefix));

/**
 * Embedded mode's second line behind the loopback bind: a 403 for a request that does not come
 * from this machine (a server started with `next start -H 0.0.0.0`, or reached through a proxy).
 */
export function refuseRemoteRequest(request: NextRequest): NextResponse | null {
  if (isLocalRequest(request.headers)) return null;
  if (answersJson(request.nextUrl.pathname))
    return jsonError(403, "forbidden", LOOPBACK_ONLY_MESSAGE);
  return new NextResponse(LOOPBACK_ONLY_MESSAGE, {
    status: 403,
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
  });
}
