import type { Metadata } from "next";
import { Suspense } from "react";
import { Prefetched } from "@/components/data-state/prefetched";
import { getSessionUser } from "@/lib/auth/server/session";
import { prefetchAuthorDetail } from "@/lib/authors-view/prefetch";
import { authorIdFromSegment } from "@/lib/authors-view/url-state";
import { toSearchParams } from "@/lib/filters/search-params";
import { AuthorDetailSkeleton, AuthorDetailView } from "./_components/author-detail-view";

export const metadata: Metadata = { title: "Author" };

type Search = Record<string, string | string[] | undefined>;

export default async function AuthorPage({
  params,
  searchParams,
}: {
  params: Promise<{ authorId: string }>;
  searchParams: Promise<Search>;
}) {
  // The layout shows the sign-in screen instead of this page when nobody is signed in.
  const [user, { authorId: segment }, search] = await Promise.all([
    getSessionUser(),
    params,
    searchParams,
  ]);
  if (!user) return null;
  const authorId = authorIdFromSegment(segment);

  return (
    <div className="mx-auto grid w-full max-w-7xl grid-cols-1 gap-6 px-4 py-8 sm:px-6">
      <Suspense fallback={<AuthorDetailSkeleton />}>
        {authorId === null ? (
          <AuthorDetailView authorId={null} />
        ) : (
          <Prefetched
            prefetch={prefetchAuthorDetail(authorId)}
            userId={user.id}
            search={toSearchParams(search)}
          >
            <AuthorDetailView authorId={authorId} />
          </Prefetched>
        )}
      </Suspense>
    </div>
  );
}
