"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { gmbLocationKeys } from "@/hooks/queries/use-gmb-locations-query";
import { syncGmbAccounts, syncGoogleProperties } from "@/lib/data-api/api-client";
import { gmbAccountKeys } from "@/lib/data-api/query-keys";
import { gmbSyncToast, syncPropertiesToast } from "@/lib/notifications/catalog";
import { googlePropertyKeys } from "@/lib/projects/query-keys";
import { useNotify } from "@/components/notifications/use-notify";

const outcome = <T>(result: PromiseSettledResult<T>): unknown =>
  result.status === "fulfilled" ? result.value : result.reason;

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
        syncGoogleProperties(),
        syncGmbAccounts(),
      ]);
      notify(syncPropertiesToast(outcome(properties)));
      notify(gmbSyncToast(outcome(gmb)));
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: googlePropertyKeys.all }),
        queryClient.invalidateQueries({ queryKey: gmbLocationKeys.all }),
        queryClient.invalidateQueries({ queryKey: gmbAccountKeys.all }),
      ]),
  });
}
