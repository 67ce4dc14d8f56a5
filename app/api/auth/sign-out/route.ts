// POST /api/auth/sign-out — ends every session of the signed-in user, on every device, and clears this browser's cookie (also fine without one)
import type { NextRequest } from "next/server";
import { errorResponse } from "@/lib/api/errors";
import { noContent } from "@/lib/api/response";
import { apiRoute } from "@/lib/api/route";
import { clearOAuthCookie } from "@/lib/auth/server/oauth-cookie";
import {
  clearSessionCookie,
  endUserSessions,
  SESSION_COOKIE,
  sessionCookieUser,
} from "@/lib/auth/server/session";

// Only a live session may end the others: a copied cookie already signed out cannot sign anyone out.
async function endSessions(request: NextRequest): Promise<void> {
  const user = await sessionCookieUser(request.cookies.get(SESSION_COOKIE)?.value);
  if (user) await endUserSessions(user.id);
}

export const POST = apiRoute(async (request) => {
  const response = await endSessions(request).then(noContent, (error: unknown) =>
    errorResponse(error, "signing out"),
  );
  // This browser is signed out whatever happened.
  clearSessionCookie(response);
  clearOAuthCookie(response);
  return response;
});
