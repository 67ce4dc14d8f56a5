import { NextResponse, type NextRequest } from "next/server";
import { trailingSlashRedirect } from "@/lib/routing/trailing-slash";

export function proxy(request: NextRequest) {
  // Built from request.url: a cloned nextUrl would drop the slash again under trailingSlash rules.
  const target = trailingSlashRedirect(request.url);
  if (target) return NextResponse.redirect(target, 308);
  return NextResponse.next();
}

export const config = {
  matcher: ["/((?!_next/static|_next/image|favicon.ico|icon.svg).*)"],
};
