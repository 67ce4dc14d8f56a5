"use client";

import { Loader2, Unplug } from "lucide-react";
import { useDisconnectDataSourceMutation } from "@/hooks/queries/use-data-source-mutations";
import { permissionLabel } from "@/lib/projects/permission-level";
import { DATA_SOURCE_LABELS } from "@/lib/projects/limits";
import type { ProjectDto } from "@/lib/projects/types";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";

/** A project's connected properties, each with a Disconnect button. */
export function DataSourceList({ project }: { project: ProjectDto }) {
  const disconnect = useDisconnectDataSourceMutation();
  const pendingId = disconnect.isPending ? disconnect.variables?.source.id : undefined;

  if (project.dataSources.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        No data sources connected yet. Choose one of your synced Google properties below.
      </p>
    );
  }
  return (
    <ul className="grid grid-cols-1 gap-2" aria-label={`Data sources of ${project.name}`}>
      {project.dataSources.map((source) => {
        const name = source.property_name ?? source.property_uri;
        return (
          <li
            key={source.id}
            className="flex flex-wrap items-center justify-between gap-3 rounded-md bg-muted/60 px-3 py-2"
          >
            <div className="grid min-w-0 grid-cols-1 gap-1">
              <div className="flex flex-wrap items-center gap-2">
                <Badge variant="outline">{DATA_SOURCE_LABELS[source.type]}</Badge>
                <span className="truncate font-medium">{name}</span>
                {source.verified && <Badge variant="success">Verified</Badge>}
              </div>
              <p className="truncate text-xs text-muted-foreground">
                {source.property_uri}
                {source.permission_level ? ` · ${permissionLabel(source.permission_level)}` : ""}
              </p>
            </div>
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Disconnect ${name} from ${project.name}`}
              disabled={pendingId === source.id}
              onClick={() => disconnect.mutate({ project, source })}
            >
              {pendingId === source.id ? (
                <Loader2 aria-hidden className="animate-spin" />
              ) : (
                <Unplug aria-hidden />
              )}
              Disconnect
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
