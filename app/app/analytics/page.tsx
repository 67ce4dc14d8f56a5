import type { Metadata } from "next";
import { Suspense } from "react";
import { Prefetched } from "@/components/data-state/prefetched";
import { getSessionUser } from "@/lib/auth/server/session";
import { prefetchAnalytics } from "@/lib/analytics/prefetch";
import { toSearchParams } from "@/lib/filters/search-params";
import { AnalyticsView, ViewSkeleton } from "./_components/analytics-view";

export const metadata: Metadata = { title: "Analytics" };

type Search = Record<string, string | string[] | undefined>;

export default async function AnalyticsPage({ searchParams }: { searchParams: Promise<Search> }) {
  // The layout shows the sign-in screen instead of this page when nobody is signed in.
  const [user, search] = await Promise.all([getSessionUser(), searchParams]);
  if (!user) return null;

  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-6 px-4 py-8 sm:px-6">
      <div className="grid gap-1">
        <h1 className="text-3xl font-semibold tracking-tight">Analytics</h1>
        <p className="max-w-3xl text-muted-foreground">
          The project&apos;s Google Analytics 4 property: users, sessions, engagement, key events
          and any revenue against the previous period, their trend, and where the sessions come
          from, landing pages beside their Search Console clicks. Days are the property&apos;s own,
          in its time zone.
        </p>
      </div>
      <Suspense fallback={<ViewSkeleton />}>
        <Prefetched prefetch={prefetchAnalytics} userId={user.id} search={toSearchParams(search)}>
          <AnalyticsView />
        </Prefetched>
      </Suspense>
    </div>
  );
}
