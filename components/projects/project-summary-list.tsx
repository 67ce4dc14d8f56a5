"use client";

import Link from "next/link";
import { ArrowRight, FolderOpen } from "lucide-react";
import { useProjectsQuery } from "@/hooks/queries/use-projects-query";
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { DataSourceBadges, dataSourceCountText } from "./data-source-badges";
import { FormattedDate } from "./formatted-date";
import { QueryState } from "./query-state";

/** The home page's project cards: name, age, data sources, and a way to manage them. */
export function ProjectSummaryList() {
  const projects = useProjectsQuery();
  return (
    <section aria-labelledby="your-projects" className="grid gap-4">
      <h2 id="your-projects" className="text-xl font-semibold tracking-tight">
        Your projects{projects.data ? ` (${projects.data.length})` : ""}
      </h2>
      <QueryState
        query={projects}
        label="your projects"
        loading={
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-40" />
            ))}
          </div>
        }
        isEmpty={(list) => list.length === 0}
        empty={
          <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed p-8 text-center">
            <FolderOpen aria-hidden className="size-8 text-muted-foreground" />
            <p className="font-medium">No projects yet</p>
            <p className="max-w-md text-sm text-muted-foreground">
              Create a project for each site you look after, then connect its Search Console,
              Analytics and Business Profile properties.
            </p>
          </div>
        }
      >
        {(list) => (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {list.map((project) => (
              <li key={project.id}>
                <Card className="h-full">
                  <CardHeader>
                    <h3 className="truncate font-semibold">{project.name}</h3>
                    <CardDescription>
                      Created <FormattedDate value={project.created_at} />
                    </CardDescription>
                  </CardHeader>
                  <CardContent className="grid flex-1 content-start gap-2">
                    <p className="text-sm">{dataSourceCountText(project.dataSourceCount)}</p>
                    <DataSourceBadges sources={project.dataSources} />
                  </CardContent>
                  <CardFooter>
                    <Link
                      prefetch={false}
                      href={`/app/settings/#project-${project.id}`}
                      className="inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
                    >
                      Manage {project.name}
                      <ArrowRight aria-hidden className="size-4" />
                    </Link>
                  </CardFooter>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
