// POST /api/auth/supabase/provider-tokens — finishes a Supabase sign-in on the server: fills the profile and keeps the Google tokens there, encrypted
import type { NextRequest } from "next/server";
import { z } from "zod";
import { invalidInput, jsonError, jsonOk } from "@/lib/api/response";
import { internalError, readJsonBody } from "@/lib/auth/server/http";
import { unauthenticated } from "@/lib/auth/server/session";
import { runMode } from "@/lib/env";
import { syncGooglePropertiesInBackground } from "@/lib/google-sync/background";
import { storeSupabaseSignIn } from "@/lib/supabase/google-tokens";
import { claimsUser, getSupabaseClaims } from "@/lib/supabase/server";

const bodySchema = z.object({
  provider_token: z.string().min(1).max(4096),
  provider_refresh_token: z.string().min(1).max(4096).nullish(),
  expires_at: z.number().int().positive().optional(),
});

export async function POST(request: NextRequest) {
  if (runMode() !== "supabase")
    return jsonError(404, "not_found", "Supabase sign-in is not enabled on this server.");
  const body = await readJsonBody(request);
  if (!body.ok) return body.response;
  const input = bodySchema.safeParse(body.body);
  if (!input.success) return invalidInput(input.error);
  const claims = await getSupabaseClaims();
  if (!claims) return unauthenticated();

  try {
    const { isNewUser } = await storeSupabaseSignIn(claims, input.data);
    syncGooglePropertiesInBackground(claims.sub);
    // The answer names the user only: the tokens it was given are never sent back.
    return jsonOk(
      { user: claimsUser(claims), isNewUser },
      { headers: { "Cache-Control": "no-store" } },
    );
  } catch (error) {
    return internalError("storing the Google tokens of a Supabase sign-in", error);
  }
}
