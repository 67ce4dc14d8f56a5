import type { Metadata } from "next";
import Link from "next/link";
import { Settings } from "lucide-react";
import { HydrationBoundary } from "@tanstack/react-query";
import { getSessionUser } from "@/lib/auth/server/session";
import { prefetchProjectsState } from "@/lib/projects/prefetch";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { CreateProjectForm } from "@/components/projects/create-project-form";
import { ProjectSummaryList } from "@/components/projects/project-summary-list";

export const metadata: Metadata = { title: "Projects" };

export default async function AppHomePage() {
  // The layout shows the sign-in screen instead of this page when nobody is signed in.
  const user = await getSessionUser();
  if (!user) return null;
  const state = await prefetchProjectsState(user.id, ["projects"]);

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="text-3xl font-semibold tracking-tight">Projects</h1>
          <p className="max-w-2xl text-muted-foreground">
            A project groups the Search Console, Google Analytics and Business Profile properties of
            one site, so every report looks at the same data.
          </p>
        </div>
        <Button variant="outline" asChild>
          <Link href="/app/settings/">
            <Settings aria-hidden />
            Settings
          </Link>
        </Button>
      </div>
      <HydrationBoundary state={state}>
        <Card>
          <CardHeader>
            <h2 className="text-lg font-semibold">New project</h2>
            <CardDescription>Connect its Google properties afterwards in Settings.</CardDescription>
          </CardHeader>
          <CardContent>
            <CreateProjectForm />
          </CardContent>
        </Card>
        <ProjectSummaryList />
      </HydrationBoundary>
    </div>
  );
}
