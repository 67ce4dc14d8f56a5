// POST /api/auth/supabase/sign-out — signs this browser out of Supabase: clears its session cookies and revokes the session (also fine without one)
import { jsonError } from "@/lib/api/response";
import { noContent } from "@/lib/auth/server/http";
import { runMode } from "@/lib/env";
import { createSupabaseServerClient } from "@/lib/supabase/server";

export async function POST() {
  if (runMode() !== "supabase")
    return jsonError(404, "not_found", "Supabase sign-in is not enabled on this server.");
  const supabase = await createSupabaseServerClient();
  // "local" drops this browser's cookies before asking Supabase to revoke the session, so signing
  // out never depends on Supabase being reachable; other devices stay signed in, as with the cookie.
  const { error } = await supabase.auth.signOut({ scope: "local" });
  if (error) console.warn(`[auth] Supabase sign-out: ${error.message}`);
  return noContent();
}
