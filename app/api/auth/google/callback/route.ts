// POST /api/auth/google/callback — finishes a Google sign-in from the code (or error) Google sent to the callback page, and starts the session
import type { NextRequest, NextResponse } from "next/server";
import { z } from "zod";
import { ApiError, errorResponse, isOAuthClientError } from "@/lib/api/errors";
import { parseBody } from "@/lib/api/request";
import { ok } from "@/lib/api/response";
import { apiRoute } from "@/lib/api/route";
import { completeGoogleSignIn, stateMatches } from "@/lib/auth/server/google-sign-in";
import { clearOAuthCookie, OAUTH_COOKIE, readOAuthCookie } from "@/lib/auth/server/oauth-cookie";
import { startSession } from "@/lib/auth/server/session";
import { GoogleOAuthError } from "@/lib/google/oauth";

// Sign-in bodies hold a code and a state of a few hundred characters at most.
const MAX_BODY_BYTES = 8 * 1024;

const bodySchema = z.union([
  z.object({ code: z.string().min(1).max(2048), state: z.string().min(1).max(512) }),
  z.object({ error: z.string().min(1).max(256), state: z.string().max(512).optional() }),
]);

async function signIn(request: NextRequest, input: z.infer<typeof bodySchema>) {
  if ("error" in input)
    throw new ApiError(400, "access_denied", "Authentication cancelled or failed");
  const roundTrip = await readOAuthCookie(request.cookies.get(OAUTH_COOKIE)?.value);
  if (!roundTrip || !stateMatches(roundTrip.state, input.state)) {
    throw new ApiError(
      400,
      "invalid_state",
      "This sign-in expired or was started in another window. Please sign in again.",
    );
  }
  try {
    const { user, isNewUser } = await completeGoogleSignIn({ code: input.code, roundTrip });
    const response = ok({ user, isNewUser });
    await startSession(response, user);
    return response;
  } catch (error) {
    if (!(error instanceof GoogleOAuthError)) throw error;
    console.warn(`[auth] Google refused the sign-in: ${error.code}`);
    // A code that is unknown, expired or used twice is the browser's request gone stale, not an outage.
    if (isOAuthClientError(error)) {
      throw new ApiError(
        400,
        error.code === "invalid_grant" ? "invalid_grant" : "sign_in_refused",
        "This sign-in expired or was already used. Please sign in again.",
      );
    }
    throw new ApiError(
      502,
      "google_error",
      "Google could not complete the sign-in. Please try again.",
    );
  }
}

export const POST = apiRoute(async (request) => {
  const input = await parseBody(request, bodySchema, { maxBytes: MAX_BODY_BYTES });
  const response: NextResponse = await signIn(request, input).catch((error: unknown) =>
    errorResponse(error, "completing a Google sign-in"),
  );
  // The round trip is single-use: whatever happened, its cookie goes.
  clearOAuthCookie(response);
  return response;
});
