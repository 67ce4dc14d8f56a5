import type { Metadata } from "next";
import { Suspense } from "react";
import { Prefetched } from "@/components/data-state/prefetched";
import { getSessionUser } from "@/lib/auth/server/session";
import { prefetchAuthors } from "@/lib/authors-view/prefetch";
import { toSearchParams } from "@/lib/filters/search-params";
import { AuthorsSkeleton, AuthorsView } from "./_components/authors-view";

export const metadata: Metadata = { title: "Authors" };

type Search = Record<string, string | string[] | undefined>;

export default async function AuthorsPage({ searchParams }: { searchParams: Promise<Search> }) {
  // The layout shows the sign-in screen instead of this page when nobody is signed in.
  const [user, search] = await Promise.all([getSessionUser(), searchParams]);
  if (!user) return null;

  return (
    <div className="mx-auto grid w-full max-w-7xl grid-cols-1 gap-6 px-4 py-8 sm:px-6">
      <div className="grid gap-1">
        <h1 className="text-3xl font-semibold tracking-tight">Authors</h1>
        <p className="max-w-3xl text-muted-foreground">
          Who wrote the site&apos;s pages, and how each author&apos;s pages do in search: clicks,
          impressions, their change, and how often each author publishes. Pages no one is credited
          with are counted too.
        </p>
      </div>
      <Suspense fallback={<AuthorsSkeleton />}>
        <Prefetched prefetch={prefetchAuthors} userId={user.id} search={toSearchParams(search)}>
          <AuthorsView />
        </Prefetched>
      </Suspense>
    </div>
  );
}
