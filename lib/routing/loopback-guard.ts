import "server-only";
import type { NextRequest, NextResponse } from "next/server";
import { isLocalRequest } from "@/lib/security/loopback";
import { refusal } from "./refusal";

export const LOOPBACK_ONLY_MESSAGE =
  "This Rankwell runs in embedded mode, where anyone can sign in as any address, so it answers only on this machine. To serve it to others as a public demo, set RANKWELL_PUBLIC_DEMO=1.";

/**
 * Embedded mode's second line behind the loopback bind: a 403 for a request that does not come
 * from this machine (a server started with `next start -H 0.0.0.0`, or reached through a proxy).
 */
export function refuseRemoteRequest(request: NextRequest): NextResponse | null {
  if (isLocalRequest(request.headers)) return null;
  return refusal(request.nextUrl.pathname, 403, "forbidden", LOOPBACK_ONLY_MESSAGE);
}
