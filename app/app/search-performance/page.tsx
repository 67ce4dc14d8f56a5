import type { Metadata } from "next";
import { Suspense } from "react";
import { Prefetched } from "@/components/data-state/prefetched";
import { getSessionUser } from "@/lib/auth/server/session";
import { toSearchParams } from "@/lib/filters/search-params";
import { prefetchSearchPerformance } from "@/lib/search-performance/prefetch";
import { SearchPerformanceView, ViewSkeleton } from "./_components/search-performance-view";

export const metadata: Metadata = { title: "Search Performance" };

type Search = Record<string, string | string[] | undefined>;

export default async function SearchPerformancePage({
  searchParams,
}: {
  searchParams: Promise<Search>;
}) {
  // The layout shows the sign-in screen instead of this page when nobody is signed in.
  const [user, search] = await Promise.all([getSessionUser(), searchParams]);
  if (!user) return null;

  return (
    <div className="mx-auto grid w-full max-w-7xl grid-cols-1 gap-6 px-4 py-6 sm:px-6">
      <div className="grid gap-1">
        <h1 className="text-3xl font-semibold tracking-tight">Search Performance</h1>
        <p className="max-w-3xl text-muted-foreground">
          Clicks, impressions, CTR and average position from Search Console, by query, page,
          country, device, search appearance and day. Select a row to filter by it.
        </p>
      </div>
      <Suspense fallback={<ViewSkeleton />}>
        <Prefetched
          prefetch={prefetchSearchPerformance}
          userId={user.id}
          search={toSearchParams(search)}
        >
          <SearchPerformanceView />
        </Prefetched>
      </Suspense>
    </div>
  );
}
