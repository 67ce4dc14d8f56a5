// POST /api/auth/supabase/callback — finishes a Supabase sign-in on the server: trades the code for the session, keeps Google's tokens encrypted, sets the session cookies without them
import type { NextResponse } from "next/server";
import { z } from "zod";
import { parseBody } from "@/lib/api/request";
import { jsonError, ok } from "@/lib/api/response";
import { apiRoute } from "@/lib/api/route";
import { SIGN_IN_REASONS } from "@/lib/auth/sign-in-messages";
import { syncGooglePropertiesInBackground } from "@/lib/google-sync/background";
import { exchangeSupabaseCode, type CookieWrite } from "@/lib/supabase/code-exchange";
import { storeSupabaseSignIn } from "@/lib/supabase/google-tokens";
import { requireSupabaseMode } from "../supabase-mode";

// A code and a flow id of a few hundred characters at most.
const MAX_BODY_BYTES = 4 * 1024;

const bodySchema = z.object({
  code: z.string().min(1).max(2048),
  flowId: z.string().min(1).max(128).optional(),
});

function withCookies(response: NextResponse, cookies: CookieWrite[], headers: object) {
  for (const { name, value, options } of cookies) response.cookies.set(name, value, options);
  // Responses that set session cookies must not be kept by a shared cache.
  for (const [key, value] of Object.entries(headers)) response.headers.set(key, String(value));
  response.headers.set("Cache-Control", "no-store");
  return response;
}

export const POST = apiRoute(async (request) => {
  requireSupabaseMode();
  const { code, flowId } = await parseBody(request, bodySchema, { maxBytes: MAX_BODY_BYTES });
  const exchange = await exchangeSupabaseCode(request, code, flowId);
  if (!exchange.ok) {
    console.warn(`[auth] Supabase refused the sign-in code: ${exchange.reason}`);
    // Still with the cookie writes: the used PKCE verifier goes either way.
    const refused = jsonError(400, "invalid_code", SIGN_IN_REASONS.authenticationFailed);
    return withCookies(refused, exchange.cookies, exchange.headers);
  }
  const { user, session, providerTokens } = exchange;
  const signIn = { sub: user.id, email: user.email, user_metadata: user.user_metadata };
  const { isNewUser } = await storeSupabaseSignIn(signIn, providerTokens);
  syncGooglePropertiesInBackground(user.id);
  // Supabase's own tokens, for the opener's setSession; Google's never leave the server.
  const answer = {
    user: { id: user.id, email: user.email ?? "" },
    isNewUser,
    session: {
      access_token: session.access_token,
      refresh_token: session.refresh_token,
      expires_at: session.expires_at,
    },
  };
  return withCookies(ok(answer), exchange.cookies, exchange.headers);
});
