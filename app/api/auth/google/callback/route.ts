// POST /api/auth/google/callback — finishes a Google sign-in from the code (or error) Google sent to the callback page, and starts the session
import type { NextRequest, NextResponse } from "next/server";
import { z } from "zod";
import { invalidInput, jsonError, jsonOk } from "@/lib/api/response";
import { completeGoogleSignIn, stateMatches } from "@/lib/auth/server/google-sign-in";
import { internalError, readJsonBody } from "@/lib/auth/server/http";
import {
  clearOAuthCookie,
  OAUTH_COOKIE,
  readOAuthCookie,
  setSessionCookie,
} from "@/lib/auth/server/session";
import { GoogleOAuthError } from "@/lib/google/oauth";

const bodySchema = z.union([
  z.object({ code: z.string().min(1).max(2048), state: z.string().min(1).max(512) }),
  z.object({ error: z.string().min(1).max(256), state: z.string().max(512).optional() }),
]);

export async function POST(request: NextRequest) {
  const body = await readJsonBody(request);
  if (!body.ok) return body.response;
  const input = bodySchema.safeParse(body.body);
  if (!input.success) return invalidInput(input.error);
  // The round trip is single-use: whatever happens next, its cookie goes.
  const finish = (response: NextResponse) => (clearOAuthCookie(response), response);

  if ("error" in input.data)
    return finish(jsonError(400, "access_denied", "Authentication cancelled or failed"));
  const roundTrip = await readOAuthCookie(request.cookies.get(OAUTH_COOKIE)?.value);
  if (!roundTrip || !stateMatches(roundTrip.state, input.data.state)) {
    return finish(
      jsonError(
        400,
        "invalid_state",
        "This sign-in expired or was started in another window. Please sign in again.",
      ),
    );
  }

  try {
    const { user, isNewUser } = await completeGoogleSignIn({ code: input.data.code, roundTrip });
    const response = jsonOk({ user, isNewUser });
    await setSessionCookie(response, user);
    return finish(response);
  } catch (error) {
    if (error instanceof GoogleOAuthError) {
      console.warn(`[auth] Google refused the sign-in: ${error.code}`);
      return finish(
        jsonError(502, "google_error", "Google could not complete the sign-in. Please try again."),
      );
    }
    return finish(internalError("completing a Google sign-in", error));
  }
}
