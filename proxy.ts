import { NextResponse, type NextRequest } from "next/server";
import { runMode, servesLoopbackOnly } from "@/lib/env";
import { refuseRemoteRequest } from "@/lib/routing/loopback-guard";
import { refuseMalformedPath } from "@/lib/routing/malformed-path";
import { trailingSlashRedirect } from "@/lib/routing/trailing-slash";
import { securityHeaders } from "@/lib/security/headers";

/** The dashboard and the API read the Supabase session, so their requests refresh it first. */
function readsSession(pathname: string): boolean {
  return ["/app", "/api"].some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

export async function proxy(request: NextRequest) {
  const headers = securityHeaders(request.nextUrl.pathname);
  // Set on the request itself, so the Supabase session refresh, which forwards it, carries them too.
  for (const [name, value] of Object.entries(headers.request)) request.headers.set(name, value);
  const response = await route(request, Object.keys(headers.request).length > 0);
  for (const [name, value] of Object.entries(headers.response)) response.headers.set(name, value);
  return response;
}

async function route(request: NextRequest, forwardHeaders: boolean): Promise<NextResponse> {
  const malformed = refuseMalformedPath(request.url);
  if (malformed) return malformed;
  if (servesLoopbackOnly()) {
    const refused = refuseRemoteRequest(request);
    if (refused) return refused;
  }
  // Built from request.url: a cloned nextUrl would drop the slash again under trailingSlash rules.
  const target = trailingSlashRedirect(request.url);
  if (target) return NextResponse.redirect(target, 308);
  if (runMode() === "supabase" && readsSession(request.nextUrl.pathname)) {
    // Loaded in Supabase mode only, so the other modes never load supabase-js.
    const { updateSupabaseSession } = await import("@/lib/supabase/proxy");
    return updateSupabaseSession(request);
  }
  return forwardHeaders ? NextResponse.next({ request }) : NextResponse.next();
}

export const config = {
  matcher: ["/((?!_next/static|_next/image|favicon.ico|icon.svg).*)"],
};
