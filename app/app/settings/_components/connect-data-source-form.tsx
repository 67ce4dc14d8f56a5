"use client";

import { useId, useState } from "react";
import { Link2, Loader2 } from "lucide-react";
import type { UseQueryResult } from "@tanstack/react-query";
import { useConnectDataSourceMutation } from "@/hooks/queries/use-data-source-mutations";
import { DATA_SOURCE_LABELS, DATA_SOURCE_TYPES } from "@/lib/projects/limits";
import type { GooglePropertyDto, ProjectDto } from "@/lib/projects/types";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { QueryState } from "@/components/projects/query-state";

type ConnectProps = {
  project: ProjectDto;
  properties: UseQueryResult<GooglePropertyDto[], unknown>;
};

/** Adds one of the user's synced Google properties that the project does not have yet. */
export function ConnectDataSourceForm({ project, properties }: ConnectProps) {
  return (
    <QueryState
      query={properties}
      label="your Google properties"
      loading={<Skeleton className="h-9 w-full max-w-md" />}
      isEmpty={(list) => list.length === 0}
      empty={
        <p className="text-sm text-muted-foreground">
          Your Search Console, Analytics and Business Profile properties appear here after Rankwell
          syncs them from your Google account. None have been synced for this account yet.
        </p>
      }
    >
      {(list) => <PropertyPicker project={project} properties={list} />}
    </QueryState>
  );
}

function PropertyPicker({
  project,
  properties,
}: {
  project: ProjectDto;
  properties: GooglePropertyDto[];
}) {
  const id = useId();
  const connect = useConnectDataSourceMutation();
  const [selected, setSelected] = useState("");
  const connected = new Set(project.dataSources.map((s) => `${s.type} ${s.property_uri}`));
  const available = properties.filter(
    (p) => !connected.has(`${p.property_type} ${p.property_uri}`),
  );
  const choice = available.find((p) => p.id === selected);

  if (available.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        Every synced Google property is already connected to this project.
      </p>
    );
  }

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!choice) return;
    const input = { type: choice.property_type, property_uri: choice.property_uri };
    connect.mutate({ project, input }, { onSuccess: () => setSelected("") });
  }

  return (
    <form onSubmit={onSubmit} className="grid grid-cols-1 gap-2">
      <Label htmlFor={`${id}-property`}>Add a data source to {project.name}</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Select value={choice ? selected : ""} onValueChange={setSelected}>
          <SelectTrigger id={`${id}-property`} className="w-full sm:max-w-md">
            <SelectValue placeholder="Choose a property" />
          </SelectTrigger>
          <SelectContent>
            {DATA_SOURCE_TYPES.map((type) => {
              const ofType = available.filter((p) => p.property_type === type);
              if (ofType.length === 0) return null;
              return (
                <SelectGroup key={type}>
                  <SelectLabel>{DATA_SOURCE_LABELS[type]}</SelectLabel>
                  {ofType.map((p) => (
                    <SelectItem key={p.id} value={p.id}>
                      {p.property_name}
                    </SelectItem>
                  ))}
                </SelectGroup>
              );
            })}
          </SelectContent>
        </Select>
        <Button type="submit" variant="secondary" disabled={!choice || connect.isPending}>
          {connect.isPending ? (
            <Loader2 aria-hidden className="animate-spin" />
          ) : (
            <Link2 aria-hidden />
          )}
          Connect
        </Button>
      </div>
    </form>
  );
}
