import Link from "next/link";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import type { ProjectDto } from "@/lib/projects/types";

/** A project without data sources that onboarding does not cover: say so and point to Settings. */
export function NoSourceCard({ project }: { project: ProjectDto }) {
  return (
    <Card role="region" aria-labelledby="no-source-title">
      <CardHeader>
        <h2 id="no-source-title" className="text-xl font-semibold tracking-tight">
          {project.name} has no data source yet
        </h2>
        <CardDescription>
          The overview reads a project&apos;s Search Console, Google Analytics 4 and Business
          Profile properties. Connect at least one to this project, or choose another project in the
          filter bar.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild>
          <Link prefetch={false} href={`/app/settings/#project-${project.id}`}>
            Connect data sources
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
