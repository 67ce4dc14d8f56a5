"use client";

import { useState } from "react";
import { Pencil } from "lucide-react";
import type { UseQueryResult } from "@tanstack/react-query";
import type { GooglePropertyDto, ProjectDto } from "@/lib/projects/types";
import { Button } from "@/components/ui/button";
import { BrandTermsForm } from "@/components/projects/brand-terms-form";
import { ConnectDataSourceForm } from "./connect-data-source-form";
import { dataSourceCountText } from "@/components/projects/data-source-badges";
import { DataSourceList } from "./data-source-list";
import { DeleteProjectDialog } from "./delete-project-dialog";
import { FormattedDate } from "@/components/projects/formatted-date";
import { RenameProjectForm } from "./rename-project-form";

type ProjectItemProps = {
  project: ProjectDto;
  properties: UseQueryResult<GooglePropertyDto[], unknown>;
};

/** One project in settings: its name (renamable), deletion, its data sources and brand terms. */
export function ProjectItem({ project, properties }: ProjectItemProps) {
  const [renaming, setRenaming] = useState(false);

  return (
    <article
      id={`project-${project.id}`}
      aria-labelledby={`project-${project.id}-name`}
      className="grid scroll-mt-20 grid-cols-1 gap-4 rounded-lg border p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        {renaming ? (
          <RenameProjectForm project={project} onDone={() => setRenaming(false)} />
        ) : (
          <div className="grid min-w-0 grid-cols-1 gap-1">
            <h3 id={`project-${project.id}-name`} className="truncate font-semibold">
              {project.name}
            </h3>
            <p className="text-sm text-muted-foreground">
              Created <FormattedDate value={project.created_at} /> ·{" "}
              {dataSourceCountText(project.dataSourceCount)}
            </p>
          </div>
        )}
        {!renaming && (
          <div className="flex gap-2">
            <Button
              variant="outline"
              size="sm"
              onClick={() => setRenaming(true)}
              aria-label={`Rename ${project.name}`}
            >
              <Pencil aria-hidden />
              Rename
            </Button>
            <DeleteProjectDialog project={project} />
          </div>
        )}
      </div>
      <DataSourceList project={project} />
      <ConnectDataSourceForm project={project} properties={properties} />
      <BrandTermsForm project={project} />
    </article>
  );
}
