import type { Metadata } from "next";
import { Suspense } from "react";
import { Prefetched } from "@/components/data-state/prefetched";
import { prefetchAllInOne } from "@/lib/all-in-one/prefetch";
import { getSessionUser } from "@/lib/auth/server/session";
import { toSearchParams } from "@/lib/filters/search-params";
import { AllInOneSkeleton, AllInOneView } from "./_components/all-in-one-view";

export const metadata: Metadata = { title: "All in One" };

type Search = Record<string, string | string[] | undefined>;

export default async function AllInOnePage({ searchParams }: { searchParams: Promise<Search> }) {
  // The layout shows the sign-in screen instead of this page when nobody is signed in.
  const [user, search] = await Promise.all([getSessionUser(), searchParams]);
  if (!user) return null;

  return (
    <div className="mx-auto grid w-full max-w-7xl grid-cols-1 gap-6 px-4 py-8 sm:px-6">
      <div className="grid gap-1">
        <h1 className="text-3xl font-semibold tracking-tight">All in One</h1>
        <p className="max-w-3xl text-muted-foreground">
          Every page of the site with what each source says of it: Search Console&apos;s clicks and
          queries, Analytics&apos; sessions, key events and revenue, the Business Profile actions of
          locations that link to it, whether Google indexed it and whether a sitemap lists it.
        </p>
      </div>
      <Suspense fallback={<AllInOneSkeleton />}>
        <Prefetched prefetch={prefetchAllInOne} userId={user.id} search={toSearchParams(search)}>
          <AllInOneView />
        </Prefetched>
      </Suspense>
    </div>
  );
}
