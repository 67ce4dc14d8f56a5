// GET /api/auth/google/start[?scope=webmasters] — the Google consent URL for the sign-in popup (optionally asking for one more scope), with its state and PKCE verifier kept in a sealed cookie
import type { NextRequest } from "next/server";
import { z } from "zod";
import { invalidInput, jsonOk } from "@/lib/api/response";
import { startGoogleSignIn } from "@/lib/auth/server/google-sign-in";
import { internalError } from "@/lib/auth/server/http";
import { setOAuthCookie } from "@/lib/auth/server/session";
import { WEBMASTERS_SCOPE } from "@/lib/google/scopes";

// The scopes a signed-in feature may add to the grant, by the short name the browser sends.
const EXTRA_SCOPES = { webmasters: WEBMASTERS_SCOPE } as const;

const querySchema = z.object({
  login_hint: z.email().max(320).optional(),
  scope: z.enum(["webmasters"]).optional(),
});

export async function GET(request: NextRequest) {
  const query = querySchema.safeParse(Object.fromEntries(request.nextUrl.searchParams));
  if (!query.success) return invalidInput(query.error);
  try {
    const { login_hint: loginHint, scope } = query.data;
    const { url, roundTrip } = await startGoogleSignIn({
      loginHint,
      extraScopes: scope ? [EXTRA_SCOPES[scope]] : [],
    });
    const response = jsonOk({ url }, { headers: { "Cache-Control": "no-store" } });
    await setOAuthCookie(response, roundTrip);
    return response;
  } catch (error) {
    return internalError("starting a Google sign-in", error);
  }
}
