import type { Metadata } from "next";
import { Suspense } from "react";
import { Prefetched } from "@/components/data-state/prefetched";
import { getSessionUser } from "@/lib/auth/server/session";
import { toSearchParams } from "@/lib/filters/search-params";
import { prefetchGscInsights } from "@/lib/gsc-insights/prefetch";
import { GscInsightsView, ViewSkeleton } from "./_components/gsc-insights-view";

export const metadata: Metadata = { title: "GSC Insights" };

type Search = Record<string, string | string[] | undefined>;

export default async function GscInsightsPage({ searchParams }: { searchParams: Promise<Search> }) {
  // The layout shows the sign-in screen instead of this page when nobody is signed in.
  const [user, search] = await Promise.all([getSessionUser(), searchParams]);
  if (!user) return null;

  return (
    <div className="mx-auto grid w-full max-w-7xl grid-cols-1 gap-6 px-4 py-8 sm:px-6">
      <div className="grid gap-1">
        <h1 className="text-3xl font-semibold tracking-tight">GSC Insights</h1>
        <p className="max-w-3xl text-muted-foreground">
          Why your clicks changed against the previous period, split into parts that add up to the
          change, and the queries, pages, devices and countries that moved.
        </p>
      </div>
      <Suspense fallback={<ViewSkeleton />}>
        <Prefetched prefetch={prefetchGscInsights} userId={user.id} search={toSearchParams(search)}>
          <GscInsightsView />
        </Prefetched>
      </Suspense>
    </div>
  );
}
