"use client";

import { useGooglePropertiesQuery } from "@/hooks/queries/use-google-properties-query";
import { useProjectsQuery } from "@/hooks/queries/use-projects-query";
import { Separator } from "@/components/ui/separator";
import { Skeleton } from "@/components/ui/skeleton";
import { CreateProjectForm } from "@/components/projects/create-project-form";
import { ProjectItem } from "./project-item";
import { QueryState } from "@/components/projects/query-state";
import { SettingsSection } from "./settings-section";

export function ProjectsSection() {
  const projects = useProjectsQuery();
  const properties = useGooglePropertiesQuery();

  return (
    <SettingsSection
      id="projects"
      title="Projects"
      description="Create, rename and delete projects, choose which Google properties each one reads, and name the brand terms its branded queries are counted by."
    >
      <CreateProjectForm />
      <Separator />
      <QueryState
        query={projects}
        label="your projects"
        loading={<Skeleton className="h-32" />}
        isEmpty={(list) => list.length === 0}
        empty={
          <p className="text-sm text-muted-foreground">
            You have no projects yet. Name your first one above.
          </p>
        }
      >
        {(list) => (
          <ul className="grid grid-cols-1 gap-4">
            {list.map((project) => (
              <li key={project.id}>
                <ProjectItem project={project} properties={properties} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </SettingsSection>
  );
}
