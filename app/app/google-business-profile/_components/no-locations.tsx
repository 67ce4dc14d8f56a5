"use client";

import { RefreshCw } from "lucide-react";
import { WidgetState } from "@/components/data-state/widget-state";
import { Button } from "@/components/ui/button";
import { useGoogleSyncMutations } from "@/hooks/queries/use-google-sync-mutations";
import { cn } from "@/lib/utils";

/** Reads the Business Profile accounts and locations of the user's Google account again. */
export function SyncProfileButton({ variant = "default" }: { variant?: "default" | "outline" }) {
  const { syncGmb } = useGoogleSyncMutations();
  return (
    <Button
      variant={variant}
      size="sm"
      onClick={() => syncGmb.mutate()}
      disabled={syncGmb.isPending}
    >
      <RefreshCw aria-hidden className={cn(syncGmb.isPending && "animate-spin")} />
      {syncGmb.isPending ? "Syncing Business Profile..." : "Sync Business Profile"}
    </Button>
  );
}

/** Nothing synced yet: what the view shows once there are locations, and the sync that brings them. */
export function NoLocations() {
  return (
    <WidgetState
      status="empty"
      title="No Business Profile locations synced yet"
      description="Rankwell reads the locations of the Business Profile accounts your Google account manages. Sync them to see, for each location, how often it was found on Search and Maps and how many people called, visited the website or asked for directions."
      action={<SyncProfileButton />}
      className="rounded-xl border"
    />
  );
}
