// POST /api/auth/supabase/sign-out — ends every Supabase session of the signed-in user, on every device, and clears this browser's session cookies (also fine without one)
import { noContent } from "@/lib/api/response";
import { apiRoute } from "@/lib/api/route";
import { createSupabaseServerClient } from "@/lib/supabase/server";
import { requireSupabaseMode } from "../supabase-mode";

export const POST = apiRoute(async () => {
  requireSupabaseMode();
  const supabase = await createSupabaseServerClient();
  // "global" revokes every refresh token of the user, then drops this browser's cookies.
  const { error } = await supabase.auth.signOut({ scope: "global" });
  if (error) {
    console.warn(`[auth] Supabase sign-out: ${error.message}`);
    // Signing this browser out never depends on Supabase: "local" drops its cookies before asking.
    await supabase.auth.signOut({ scope: "local" });
  }
  return noContent();
});
