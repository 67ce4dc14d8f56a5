import type { Metadata } from "next";
import { HydrationBoundary } from "@tanstack/react-query";
import { getSessionUser } from "@/lib/auth/server/session";
import { prefetchProjectsState } from "@/lib/projects/prefetch";
import { Overview } from "./_overview/overview";

export const metadata: Metadata = { title: "Overview" };

export default async function OverviewPage() {
  // The layout shows the sign-in screen instead of this page when nobody is signed in.
  const user = await getSessionUser();
  if (!user) return null;
  const state = await prefetchProjectsState(user.id, ["projects", "googleProperties"]);

  return (
    <div className="mx-auto grid w-full max-w-7xl grid-cols-1 gap-6 px-4 py-8 sm:px-6">
      <h1 className="text-3xl font-semibold tracking-tight">Overview</h1>
      <HydrationBoundary state={state}>
        <Overview />
      </HydrationBoundary>
    </div>
  );
}
