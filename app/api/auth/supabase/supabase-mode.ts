import "server-only";
import { notFound } from "@/lib/api/errors";
import { runMode } from "@/lib/env";

/** The Supabase sign-in routes exist only in Supabase mode; elsewhere they are a 404. */
export function requireSupabaseMode(): void {
  if (runMode() !== "supabase") throw notFound("Supabase sign-in is not enabled on this server.");
}
