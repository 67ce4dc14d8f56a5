import type { Metadata } from "next";
import { Suspense } from "react";
import { dehydrate, HydrationBoundary, QueryClient } from "@tanstack/react-query";
import { getSessionUser } from "@/lib/auth/server/session";
import { getGmbLocations } from "@/lib/data-api/gmb-locations";
import { getDb } from "@/lib/db/client";
import { gmbLocationKeys } from "@/lib/query/keys";
import { BusinessProfileView, ViewSkeleton } from "./_components/business-profile-view";

export const metadata: Metadata = { title: "Google Business Profiles" };

/** The synced locations, so the header's picker and the view start from the database's list. */
async function prefetchLocations(userId: string) {
  const queryClient = new QueryClient();
  const db = await getDb().catch(() => null);
  if (db) {
    await queryClient.prefetchQuery({
      queryKey: gmbLocationKeys.all,
      queryFn: () => getGmbLocations(db, userId),
    });
  }
  return dehydrate(queryClient);
}

// The location, range and comparison live in the URL and are read by the client widgets.
export default async function BusinessProfilePage() {
  // The layout shows the sign-in screen instead of this page when nobody is signed in.
  const user = await getSessionUser();
  if (!user) return null;
  const state = await prefetchLocations(user.id);

  return (
    <div className="mx-auto grid w-full max-w-7xl grid-cols-1 gap-6 px-4 py-6 sm:px-6">
      <div className="grid grid-cols-1 gap-1">
        <h1 className="text-3xl font-semibold tracking-tight">Google Business Profiles</h1>
        <p className="max-w-3xl text-muted-foreground">
          How people find a location on Google Search and Maps, and what they do next: calls,
          website visits and direction requests, day by day, with the search keywords that showed
          the profile.
        </p>
      </div>
      <HydrationBoundary state={state}>
        <Suspense fallback={<ViewSkeleton />}>
          <BusinessProfileView />
        </Suspense>
      </HydrationBoundary>
    </div>
  );
}
