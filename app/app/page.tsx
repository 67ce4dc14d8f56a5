import type { Metadata } from "next";
import { HydrationBoundary } from "@tanstack/react-query";
import { getSessionUser } from "@/lib/auth/server/session";
import { prefetchProjectsState } from "@/lib/projects/prefetch";
import { OnboardingPanel } from "@/components/onboarding/onboarding-panel";
import { ProjectSummaryList } from "@/components/projects/project-summary-list";
import { NewProjectCard } from "./_components/new-project-card";

export const metadata: Metadata = { title: "Projects" };

export default async function AppHomePage() {
  // The layout shows the sign-in screen instead of this page when nobody is signed in.
  const user = await getSessionUser();
  if (!user) return null;
  const state = await prefetchProjectsState(user.id, ["projects", "googleProperties"]);

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-8 sm:px-6">
      <div className="grid gap-1">
        <h1 className="text-3xl font-semibold tracking-tight">Projects</h1>
        <p className="max-w-2xl text-muted-foreground">
          A project groups the Search Console, Google Analytics and Business Profile properties of
          one site, so every report looks at the same data.
        </p>
      </div>
      <HydrationBoundary state={state}>
        <OnboardingPanel />
        <NewProjectCard />
        <ProjectSummaryList />
      </HydrationBoundary>
    </div>
  );
}
