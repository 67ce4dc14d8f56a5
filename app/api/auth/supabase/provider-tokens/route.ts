// POST /api/auth/supabase/provider-tokens — finishes a Supabase sign-in on the server: fills the profile and keeps the Google tokens there, encrypted
import { z } from "zod";
import { unauthenticated } from "@/lib/api/errors";
import { parseBody } from "@/lib/api/request";
import { ok } from "@/lib/api/response";
import { apiRoute } from "@/lib/api/route";
import { syncGooglePropertiesInBackground } from "@/lib/google-sync/background";
import { storeSupabaseSignIn } from "@/lib/supabase/google-tokens";
import { claimsUser, getSupabaseClaims } from "@/lib/supabase/server";
import { requireSupabaseMode } from "../supabase-mode";

// Sign-in bodies hold Google's tokens and an expiry: a few kilobytes at most.
const MAX_BODY_BYTES = 8 * 1024;

const bodySchema = z.object({
  provider_token: z.string().min(1).max(4096),
  provider_refresh_token: z.string().min(1).max(4096).nullish(),
  expires_at: z.number().int().positive().optional(),
});

export const POST = apiRoute(async (request) => {
  requireSupabaseMode();
  const input = await parseBody(request, bodySchema, { maxBytes: MAX_BODY_BYTES });
  const claims = await getSupabaseClaims();
  if (!claims) throw unauthenticated();
  const { isNewUser } = await storeSupabaseSignIn(claims, input);
  syncGooglePropertiesInBackground(claims.sub);
  // The answer names the user only: the tokens it was given are never sent back.
  return ok({ user: claimsUser(claims), isNewUser });
});
