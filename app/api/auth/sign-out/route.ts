// POST /api/auth/sign-out — ends the session by clearing its cookie (also fine without one)
import { noContent } from "@/lib/api/response";
import { clearOAuthCookie, clearSessionCookie } from "@/lib/auth/server/session";

export async function POST() {
  const response = noContent();
  clearSessionCookie(response);
  clearOAuthCookie(response);
  return response;
}
