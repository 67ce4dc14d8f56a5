"use client";

import { useSessionUser } from "@/hooks/use-auth";
import { useRealtimeInvalidation } from "@/hooks/use-realtime-invalidation";
import type { SupabasePublicConfig } from "@/lib/supabase/client";

/** Keeps the signed-in user's project and Google queries in step with the database; renders nothing. */
export function RealtimeInvalidation({ supabase }: { supabase: SupabasePublicConfig | null }) {
  const user = useSessionUser();
  useRealtimeInvalidation(user?.id ?? null, supabase);
  return null;
}
