import type { Metadata } from "next";
import { Suspense } from "react";
import { Prefetched } from "@/components/data-state/prefetched";
import { getSessionUser } from "@/lib/auth/server/session";
import { prefetchCannibalization } from "@/lib/cannibalization/prefetch";
import { toSearchParams } from "@/lib/filters/search-params";
import { CannibalizationView, ViewSkeleton } from "./_components/cannibalization-view";

export const metadata: Metadata = { title: "Cannibalization" };

type Search = Record<string, string | string[] | undefined>;

export default async function CannibalizationPage({
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
        <h1 className="text-3xl font-semibold tracking-tight">Cannibalization</h1>
        <p className="max-w-3xl text-muted-foreground">
          Queries for which two or more of your pages compete: they split the impressions and
          clicks, or take turns at the top, so neither ranks as well as one page could.
        </p>
      </div>
      <Suspense fallback={<ViewSkeleton />}>
        <Prefetched
          prefetch={prefetchCannibalization}
          userId={user.id}
          search={toSearchParams(search)}
        >
          <CannibalizationView />
        </Prefetched>
      </Suspense>
    </div>
  );
}
