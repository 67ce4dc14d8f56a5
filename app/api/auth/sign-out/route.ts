// POST /api/auth/sign-out — ends the session by clearing its cookie (also fine without one)
import { noContent } from "@/lib/api/response";
import { apiRoute } from "@/lib/api/route";
import { clearOAuthCookie, clearSessionCookie } from "@/lib/auth/server/session";

export const POST = apiRoute(async () => {
  const response = noContent();
  clearSessionCookie(response);
  clearOAuthCookie(response);
  return response;
});
