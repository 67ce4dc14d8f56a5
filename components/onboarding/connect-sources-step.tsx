"use client";

import { useState } from "react";
import { Link2, Loader2, RefreshCw } from "lucide-react";
import { useConnectDataSourceMutation } from "@/hooks/queries/use-data-source-mutations";
import { useGmbLocationsQuery } from "@/hooks/queries/use-gmb-locations-query";
import { useGooglePropertiesQuery } from "@/hooks/queries/use-google-properties-query";
import { useGoogleSyncMutations } from "@/hooks/queries/use-google-sync-mutations";
import type { ProjectDto } from "@/lib/projects/types";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { sourceChoiceGroups, type SourceChoice } from "./source-choices";
import { SourceChoiceList } from "./source-choice-list";

type ConnectSourcesStepProps = {
  project: ProjectDto;
  onConnectingChange: (connecting: boolean) => void;
};

/** Ticks the synced Google properties that belong to the project and connects them in one go. */
export function ConnectSourcesStep({ project, onConnectingChange }: ConnectSourcesStepProps) {
  const properties = useGooglePropertiesQuery();
  const locations = useGmbLocationsQuery();
  const { syncProperties, syncGmb } = useGoogleSyncMutations();
  const syncing = syncProperties.isPending || syncGmb.isPending;
  const connect = useConnectDataSourceMutation();
  const [checked, setChecked] = useState<ReadonlySet<string>>(new Set());
  const [connecting, setConnecting] = useState(false);

  // A location list that failed to load leaves Business Profile to the synced properties.
  const groups = sourceChoiceGroups(
    properties.data ?? [],
    locations.data ?? [],
    project.dataSources,
  );
  const choices = groups.flatMap((group) => group.choices);
  const selected = choices.filter((choice) => checked.has(choice.key));

  function toggle(choice: SourceChoice, on: boolean) {
    const next = new Set(checked);
    if (on) next.add(choice.key);
    else next.delete(choice.key);
    setChecked(next);
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (selected.length === 0) return;
    setConnecting(true);
    onConnectingChange(true);
    // Each connection toasts its own outcome; the step ends when the last one has answered.
    await Promise.allSettled(
      selected.map(({ type, property_uri }) =>
        connect.mutateAsync({ project, input: { type, property_uri } }),
      ),
    );
    setChecked(new Set());
    setConnecting(false);
    onConnectingChange(false);
  }

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-muted px-3 py-2">
        <p className="text-sm text-muted-foreground">
          Missing a property? Sync to load the latest list from your Google account.
        </p>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => {
            // Search Console and GA4 come with the property sync, Business Profile with its own.
            syncProperties.mutate();
            syncGmb.mutate();
          }}
          disabled={syncing}
        >
          {syncing ? <Loader2 aria-hidden className="animate-spin" /> : <RefreshCw aria-hidden />}
          Sync
        </Button>
      </div>
      {properties.isPending ? (
        <div aria-busy="true" className="grid gap-2">
          <span className="sr-only" role="status">
            Loading your Google properties...
          </span>
          <Skeleton className="h-9" />
          <Skeleton className="h-9" />
        </div>
      ) : groups.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {properties.isError
            ? "Your Google properties could not be loaded. Sync to try again."
            : "No Google properties have been synced to your account yet. Sync to load your Search Console, Google Analytics 4 and Business Profile properties."}
        </p>
      ) : (
        <form onSubmit={onSubmit} className="grid gap-4">
          <SourceChoiceList groups={groups} checked={checked} onToggle={toggle} />
          <div>
            <Button type="submit" disabled={selected.length === 0 || connecting}>
              {connecting ? (
                <Loader2 aria-hidden className="animate-spin" />
              ) : (
                <Link2 aria-hidden />
              )}
              {selected.length > 1
                ? `Connect ${selected.length} properties to ${project.name}`
                : `Connect to ${project.name}`}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
