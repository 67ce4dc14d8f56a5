import type { Metadata } from "next";
import { Suspense } from "react";
import { Prefetched } from "@/components/data-state/prefetched";
import { getSessionUser } from "@/lib/auth/server/session";
import { toSearchParams } from "@/lib/filters/search-params";
import { prefetchOpportunities } from "@/lib/opportunities/prefetch";
import { OpportunitiesView, ViewSkeleton } from "./_components/opportunities-view";

export const metadata: Metadata = { title: "Opportunities" };

type Search = Record<string, string | string[] | undefined>;

export default async function OpportunitiesPage({
  searchParams,
}: {
  searchParams: Promise<Search>;
}) {
  // The layout shows the sign-in screen instead of this page when nobody is signed in.
  const [user, search] = await Promise.all([getSessionUser(), searchParams]);
  if (!user) return null;

  return (
    <div className="mx-auto grid w-full max-w-7xl grid-cols-1 gap-6 px-4 py-8 sm:px-6">
      <div className="grid gap-1">
        <h1 className="text-3xl font-semibold tracking-tight">Opportunities</h1>
        <p className="max-w-3xl text-muted-foreground">
          What to do next, and the clicks it should bring: queries one push from the top three,
          snippets that earn less than your own CTR curve expects, pages in decline, pages that
          compete, and queries where a weaker page ranks.
        </p>
      </div>
      <Suspense fallback={<ViewSkeleton />}>
        <Prefetched
          prefetch={prefetchOpportunities}
          userId={user.id}
          search={toSearchParams(search)}
        >
          <OpportunitiesView />
        </Prefetched>
      </Suspense>
    </div>
  );
}
