"use client";

import { useEffect } from "react";
import { useQueryClient, type QueryKey } from "@tanstack/react-query";
import { invalidateOnce } from "@/lib/query/invalidate-once";
import {
  alertKeys,
  authKeys,
  dataSourceKeys,
  googlePropertyKeys,
  jobKeys,
  projectKeys,
} from "@/lib/query/keys";
import { changeScope, type ChangeEvent, type ChangeScope } from "@/lib/realtime/changes";
import { subscribeToChangeStream } from "@/lib/realtime/event-source";
import type { SupabasePublicConfig } from "@/lib/supabase/client";

/** The queries a change makes stale; token health is part of the auth session. */
export const CHANGE_QUERY_KEYS: Record<ChangeScope, readonly QueryKey[]> = {
  projects: [projectKeys.all, dataSourceKeys.all],
  google: [googlePropertyKeys.all, authKeys.all],
  jobs: [jobKeys.all],
  alerts: [alertKeys.all],
};

/**
 * Spec §4 "Realtime": while a user is signed in, their changes to projects, Google properties,
 * Google tokens, background jobs and alerts refetch the queries that show them. Supabase mode subscribes with supabase-js (loaded
 * only then); the other modes read the server's change stream, which first replays what changed
 * after `renderedAt` (the server's clock when it read the page's data; without it, the last minute),
 * so a change between that read, or a sign-in, and the subscription is not missed.
 */
export function useRealtimeInvalidation(
  userId: string | null,
  supabase: SupabasePublicConfig | null,
  renderedAt: number | null = null,
): void {
  const queryClient = useQueryClient();
  const supabaseUrl = supabase?.url;
  const supabaseKey = supabase?.anonKey;

  useEffect(() => {
    if (!userId) return;
    const invalidate = (keys: readonly QueryKey[]) =>
      keys.forEach((key) => void invalidateOnce(queryClient, key));
    const onChange = (event: ChangeEvent) =>
      invalidate(CHANGE_QUERY_KEYS[changeScope(event.table)]);

    if (!supabaseUrl || !supabaseKey) {
      return subscribeToChangeStream(
        { onChange, onReconnect: () => invalidate(Object.values(CHANGE_QUERY_KEYS).flat()) },
        renderedAt,
      );
    }
    let stop: (() => void) | undefined;
    let stopped = false;
    void Promise.all([
      import("@/lib/supabase/client"),
      import("@/lib/realtime/supabase-channel"),
    ]).then(([{ createSupabaseBrowserClient }, { subscribeToSupabaseChanges }]) => {
      if (stopped) return;
      const client = createSupabaseBrowserClient({ url: supabaseUrl, anonKey: supabaseKey });
      stop = subscribeToSupabaseChanges(client, userId, onChange);
    });
    return () => {
      stopped = true;
      stop?.();
    };
  }, [queryClient, userId, supabaseUrl, supabaseKey, renderedAt]);
}
