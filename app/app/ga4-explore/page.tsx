import type { Metadata } from "next";
import { Suspense } from "react";
import { Prefetched } from "@/components/data-state/prefetched";
import { getSessionUser } from "@/lib/auth/server/session";
import { prefetchExplore } from "@/lib/explore/prefetch";
import { toSearchParams } from "@/lib/filters/search-params";
import { ExploreView, ExploreSkeleton } from "./_components/explore-view";

export const metadata: Metadata = { title: "GA4 Explore" };

type Search = Record<string, string | string[] | undefined>;

export default async function Ga4ExplorePage({ searchParams }: { searchParams: Promise<Search> }) {
  // The layout shows the sign-in screen instead of this page when nobody is signed in.
  const [user, search] = await Promise.all([getSessionUser(), searchParams]);
  if (!user) return null;

  return (
    <div className="mx-auto grid w-full max-w-7xl grid-cols-1 gap-6 px-4 py-8 sm:px-6">
      <div className="grid gap-1">
        <h1 className="text-3xl font-semibold tracking-tight">GA4 Explore</h1>
        <p className="max-w-3xl text-muted-foreground">
          Build your own report on the project&apos;s Google Analytics 4 property: any of its
          dimensions and metrics, custom ones included, with filters, order and a comparison period.
          Save it for the project, or share it as a link.
        </p>
      </div>
      <Suspense fallback={<ExploreSkeleton />}>
        <Prefetched prefetch={prefetchExplore} userId={user.id} search={toSearchParams(search)}>
          <ExploreView />
        </Prefetched>
      </Suspense>
    </div>
  );
}
