"use client";

import { useSessionUser } from "@/hooks/use-auth";
import { useRealtimeInvalidation } from "@/hooks/use-realtime-invalidation";
import type { SupabasePublicConfig } from "@/lib/supabase/client";

/** Keeps the signed-in user's project and Google queries in step with the database; renders nothing. */
export function RealtimeInvalidation({
  supabase,
  renderedAt,
}: {
  supabase: SupabasePublicConfig | null;
  /** The server's clock when it read the shell's data (ms); null when it read none. */
  renderedAt: number | null;
}) {
  const user = useSessionUser();
  useRealtimeInvalidation(user?.id ?? null, supabase, renderedAt);
  return null;
}
