import type { Metadata } from "next";
import { Suspense } from "react";
import { dehydrate, HydrationBoundary, QueryClient } from "@tanstack/react-query";
import { getSessionUser } from "@/lib/auth/server/session";
import { getDb } from "@/lib/db/client";
import { getProjects } from "@/lib/projects/projects";
import { dataSourceKeys, projectKeys } from "@/lib/query/keys";
import { SearchPerformanceView, ViewSkeleton } from "./_components/search-performance-view";

export const metadata: Metadata = { title: "Search Performance" };

/** Projects with their data sources, so the view can ask for Search Console data at once. */
async function prefetchProjects(userId: string) {
  const queryClient = new QueryClient();
  const db = await getDb().catch(() => null);
  const projects = db ? await getProjects(db, userId).catch(() => null) : null;
  if (projects) {
    queryClient.setQueryData(projectKeys.all, projects);
    for (const project of projects) {
      queryClient.setQueryData(dataSourceKeys.project(project.id), project.dataSources);
    }
  }
  return dehydrate(queryClient);
}

// The view's state lives in the URL and is read by the client widgets (useSearchParams).
export default async function SearchPerformancePage() {
  // The layout shows the sign-in screen instead of this page when nobody is signed in.
  const user = await getSessionUser();
  if (!user) return null;
  const state = await prefetchProjects(user.id);

  return (
    <div className="mx-auto grid w-full max-w-7xl grid-cols-1 gap-6 px-4 py-6 sm:px-6">
      <div className="grid gap-1">
        <h1 className="text-3xl font-semibold tracking-tight">Search Performance</h1>
        <p className="max-w-3xl text-muted-foreground">
          Clicks, impressions, CTR and average position from Search Console, by query, page,
          country, device, search appearance and day. Select a row to filter by it.
        </p>
      </div>
      <HydrationBoundary state={state}>
        <Suspense fallback={<ViewSkeleton />}>
          <SearchPerformanceView />
        </Suspense>
      </HydrationBoundary>
    </div>
  );
}
