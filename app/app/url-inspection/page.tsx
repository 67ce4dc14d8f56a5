import type { Metadata } from "next";
import { Suspense } from "react";
import { Prefetched } from "@/components/data-state/prefetched";
import { getSessionUser } from "@/lib/auth/server/session";
import { toSearchParams } from "@/lib/filters/search-params";
import { prefetchUrlInspection } from "@/lib/url-inspection/prefetch";
import { UrlInspectionView, ViewSkeleton } from "./_components/url-inspection-view";

export const metadata: Metadata = { title: "URL Inspection" };

type Search = Record<string, string | string[] | undefined>;

export default async function UrlInspectionPage({
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
        <h1 className="text-3xl font-semibold tracking-tight">URL Inspection</h1>
        <p className="max-w-3xl text-muted-foreground">
          Whether Google has a page in its index, and why not: the verdict, the canonical Google
          chose, the last crawl and the rich results, in plain words, with every inspection kept.
        </p>
      </div>
      <Suspense fallback={<ViewSkeleton />}>
        <Prefetched
          prefetch={prefetchUrlInspection}
          userId={user.id}
          search={toSearchParams(search)}
        >
          <UrlInspectionView />
        </Prefetched>
      </Suspense>
    </div>
  );
}
