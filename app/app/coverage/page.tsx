import type { Metadata } from "next";
import { Suspense } from "react";
import { Prefetched } from "@/components/data-state/prefetched";
import { getSessionUser } from "@/lib/auth/server/session";
import { toSearchParams } from "@/lib/filters/search-params";
import { prefetchCoverage } from "@/lib/coverage/prefetch";
import { CoverageView, ViewSkeleton } from "./_components/coverage-view";

export const metadata: Metadata = { title: "Coverage & Issues" };

type Search = Record<string, string | string[] | undefined>;

export default async function CoveragePage({ searchParams }: { searchParams: Promise<Search> }) {
  // The layout shows the sign-in screen instead of this page when nobody is signed in.
  const [user, search] = await Promise.all([getSessionUser(), searchParams]);
  if (!user) return null;

  return (
    <div className="mx-auto grid w-full max-w-7xl grid-cols-1 gap-6 px-4 py-8 sm:px-6">
      <div className="grid gap-1">
        <h1 className="text-3xl font-semibold tracking-tight">Coverage &amp; Issues</h1>
        <p className="max-w-3xl text-muted-foreground">
          Which pages of the site Google has indexed and why the others are not: every URL from your
          sitemaps, search data and inspections, grouped the way Google&apos;s page-indexing report
          groups them, with the day&apos;s inspection budget spent where it matters.
        </p>
      </div>
      <Suspense fallback={<ViewSkeleton />}>
        <Prefetched prefetch={prefetchCoverage} userId={user.id} search={toSearchParams(search)}>
          <CoverageView />
        </Prefetched>
      </Suspense>
    </div>
  );
}
