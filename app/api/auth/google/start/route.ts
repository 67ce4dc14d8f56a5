// GET /api/auth/google/start — the Google consent URL for the sign-in popup, with its state and PKCE verifier kept in a sealed cookie
import type { NextRequest } from "next/server";
import { z } from "zod";
import { invalidInput, jsonOk } from "@/lib/api/response";
import { startGoogleSignIn } from "@/lib/auth/server/google-sign-in";
import { internalError } from "@/lib/auth/server/http";
import { setOAuthCookie } from "@/lib/auth/server/session";

const querySchema = z.object({ login_hint: z.email().max(320).optional() });

export async function GET(request: NextRequest) {
  const query = querySchema.safeParse(Object.fromEntries(request.nextUrl.searchParams));
  if (!query.success) return invalidInput(query.error);
  try {
    const { url, roundTrip } = await startGoogleSignIn({ loginHint: query.data.login_hint });
    const response = jsonOk({ url }, { headers: { "Cache-Control": "no-store" } });
    await setOAuthCookie(response, roundTrip);
    return response;
  } catch (error) {
    return internalError("starting a Google sign-in", error);
  }
}
