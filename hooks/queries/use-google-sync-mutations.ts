import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNotify } from "@/components/notifications/use-notify";
import {
  gmbConnectToast,
  gmbSyncToast,
  syncPropertiesToast,
} from "@/lib/notifications/sync-toasts";
import {
  connectPropertiesGmb,
  syncGmbAccounts,
  syncGoogleProperties,
} from "@/lib/query/google-data";
import {
  gmbAccountKeys,
  gmbLocationKeys,
  googlePropertyKeys,
  jobKeys,
  propertyGmbConnectionKeys,
} from "@/lib/query/keys";

// Each outcome, answered or thrown, becomes the spec §8 toast; success refreshes what it changed.
// Both syncs run as background jobs, so either end also refreshes the jobs tray (the realtime
// stream does too; this covers a stream that is down).

/** The three Google functions: sync properties, sync Business Profile, connect the two. */
export function useGoogleSyncMutations() {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const invalidate = (...keys: (readonly string[])[]) =>
    Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));

  const syncProperties = useMutation({
    mutationFn: syncGoogleProperties,
    onSuccess: async (result) => {
      notify(syncPropertiesToast(result));
      await invalidate(googlePropertyKeys.all, propertyGmbConnectionKeys.all);
    },
    onError: (error) => notify(syncPropertiesToast(error)),
    onSettled: () => invalidate(jobKeys.all),
  });

  const syncGmb = useMutation({
    mutationFn: syncGmbAccounts,
    onSuccess: async (result) => {
      notify(gmbSyncToast(result));
      await invalidate(
        gmbLocationKeys.all,
        gmbAccountKeys.all,
        googlePropertyKeys.all,
        propertyGmbConnectionKeys.all,
      );
    },
    onError: (error) => notify(gmbSyncToast(error)),
    onSettled: () => invalidate(jobKeys.all),
  });

  const connect = useMutation({
    mutationFn: connectPropertiesGmb,
    onSuccess: async (result) => {
      notify(gmbConnectToast(result));
      await invalidate(propertyGmbConnectionKeys.all);
    },
    onError: (error) => notify(gmbConnectToast(error)),
  });

  return { syncProperties, syncGmb, connect };
}
