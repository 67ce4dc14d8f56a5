// POST /api/auth/supabase/sign-out — signs this browser out of Supabase: clears its session cookies and revokes the session (also fine without one)
import { noContent } from "@/lib/api/response";
import { apiRoute } from "@/lib/api/route";
import { createSupabaseServerClient } from "@/lib/supabase/server";
import { requireSupabaseMode } from "../supabase-mode";

export const POST = apiRoute(async () => {
  requireSupabaseMode();
  const supabase = await createSupabaseServerClient();
  // "local" drops this browser's cookies before asking Supabase to revoke the session, so signing
  // out never depends on Supabase being reachable; other devices stay signed in, as with the cookie.
  const { error } = await supabase.auth.signOut({ scope: "local" });
  if (error) console.warn(`[auth] Supabase sign-out: ${error.message}`);
  return noContent();
});
