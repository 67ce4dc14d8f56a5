"use client";

import { Link2 } from "lucide-react";
import { WidgetCard } from "@/components/data-state/widget-card";
import { Button } from "@/components/ui/button";
import { useGoogleSyncMutations } from "@/hooks/queries/use-google-sync-mutations";
import { SyncProfileButton } from "./no-locations";

/** Pairs the synced locations with the Search Console and GA4 properties of the same website. */
export function ConnectCard() {
  const { connect } = useGoogleSyncMutations();
  return (
    <WidgetCard
      id="profile-connections"
      title="Connect to properties"
      description="Rankwell matches each Business Profile location to your Search Console and Google Analytics 4 properties by the domain of the location's website; www., shop. and other subdomains count as the same site."
    >
      <div className="flex flex-wrap items-center gap-3">
        <Button size="sm" onClick={() => connect.mutate()} disabled={connect.isPending}>
          <Link2 aria-hidden />
          {connect.isPending ? "Connecting..." : "Connect to properties"}
        </Button>
        <SyncProfileButton variant="outline" />
        <p className="basis-full text-sm text-muted-foreground">
          Sync first when a location is missing or its website changed: matching uses the locations
          and properties Rankwell last read from Google.
        </p>
      </div>
    </WidgetCard>
  );
}
