"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { gmbLocationKeys } from "@/hooks/queries/use-gmb-locations-query";
import { ApiRequestError, NETWORK_ERROR_MESSAGE } from "@/lib/projects/api-client";
import { googlePropertyKeys } from "@/lib/projects/query-keys";
import { gmbSyncToast, syncPropertiesToast } from "@/lib/notifications/catalog";
import { useNotify } from "@/components/notifications/use-notify";

export type SyncPropertiesResponse = { synced: number; error?: string };
export type SyncGmbResponse = {
  needsAuth: boolean;
  accountsSynced: number;
  locationsSynced: number;
};

async function callFunction<T>(name: string): Promise<T> {
  const response = await fetch(`/api/functions/${name}/`, { method: "POST" }).catch(() => {
    throw new ApiRequestError(undefined, "network_error", NETWORK_ERROR_MESSAGE);
  });
  const body = (await response.json().catch(() => null)) as
    (T & { error?: { code?: string; message?: string } | string }) | null;
  if (response.ok && body) return body;
  const error = typeof body?.error === "object" ? body.error : undefined;
  throw new ApiRequestError(
    response.status,
    error?.code ?? "http_error",
    error?.message ?? `The request failed (${response.status}).`,
  );
}

/**
 * Pulls the user's Search Console and GA4 properties and Business Profile locations from Google,
 * each outcome a toast of the spec's catalogue, then refreshes both lists.
 */
export function useSyncGoogleDataMutation() {
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: async () => {
      const [properties, gmb] = await Promise.allSettled([
        callFunction<SyncPropertiesResponse>("sync-google-properties"),
        callFunction<SyncGmbResponse>("sync-gmb-accounts"),
      ]);
      notify(syncPropertiesToast(settled(properties)));
      notify(gmbSyncToast(settled(gmb)));
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: googlePropertyKeys.all }),
        queryClient.invalidateQueries({ queryKey: gmbLocationKeys.all }),
        queryClient.invalidateQueries({ queryKey: ["gmb-accounts"] }),
      ]),
  });
}

const settled = <T>(result: PromiseSettledResult<T>): T | unknown =>
  result.status === "fulfilled" ? result.value : result.reason;
