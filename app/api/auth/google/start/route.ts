// GET /api/auth/google/start[?scope=webmasters] — the Google consent URL for the sign-in popup (optionally asking for one more scope), with its state and PKCE verifier kept in a sealed cookie
import { z } from "zod";
import { parseQuery } from "@/lib/api/request";
import { ok } from "@/lib/api/response";
import { apiRoute } from "@/lib/api/route";
import { startGoogleSignIn } from "@/lib/auth/server/google-sign-in";
import { publicOrigin } from "@/lib/routing/public-origin";
import { setOAuthCookie } from "@/lib/auth/server/oauth-cookie";
import { WEBMASTERS_SCOPE } from "@/lib/google/scopes";

// The scopes a signed-in feature may add to the grant, by the short name the browser sends.
const EXTRA_SCOPES = { webmasters: WEBMASTERS_SCOPE } as const;

const querySchema = z.object({
  login_hint: z.email().max(320).optional(),
  scope: z.enum(["webmasters"]).optional(),
});

export const GET = apiRoute(async (request) => {
  const { login_hint: loginHint, scope } = parseQuery(request, querySchema);
  const { url, roundTrip } = await startGoogleSignIn({
    origin: publicOrigin(request),
    loginHint,
    extraScopes: scope ? [EXTRA_SCOPES[scope]] : [],
  });
  const response = ok({ url });
  await setOAuthCookie(response, roundTrip);
  return response;
});
