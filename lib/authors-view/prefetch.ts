import "server-only";
import type { QueryClient } from "@tanstack/react-query";
import { parseInput } from "@/lib/api/request";
import {
  authorCrawlStatus,
  authorDetail,
  authorList,
  authorPages,
  authorQueries,
} from "@/lib/authors/report";
import {
  authorDetailRequestSchema,
  authorListRequestSchema,
  authorPagesRequestSchema,
  authorQueriesRequestSchema,
} from "@/lib/authors/schemas";
import { getDb } from "@/lib/db/client";
import type { SearchParamsLike } from "@/lib/filters/filter-context";
import { propertyScopeFor } from "@/lib/filters/page-scope";
import { authorKeys } from "@/lib/query/keys";
import {
  authorDetailRequest,
  authorListRequest,
  authorPagesRequest,
  authorQueriesRequest,
} from "./requests";
import { AUTHORS_PATH, parseAuthorDetailState, parseAuthorsState } from "./url-state";

// The Authors views' first screens, built from the URL with the client's own parsers and request
// builders and read with the loaders directly. A failure (an unknown author's 404) is left out of
// the cache, and the client asks again and shows it.

/** The list: the page of authors the URL asks for, and the crawl's status. */
export async function prefetchAuthors(
  queryClient: QueryClient,
  userId: string,
  search: SearchParamsLike,
): Promise<void> {
  const scope = await propertyScopeFor(userId, search, AUTHORS_PATH, "gsc");
  if (!scope) return;
  const request = authorListRequest(scope, parseAuthorsState(search));
  const siteUrl = scope.property.property_uri;
  const db = await getDb();
  await Promise.all([
    queryClient.prefetchQuery({
      queryKey: authorKeys.list(request),
      queryFn: () => authorList(db, userId, siteUrl, parseInput(request, authorListRequestSchema)),
    }),
    queryClient.prefetchQuery({
      queryKey: authorKeys.crawl(scope.project.id),
      queryFn: () => authorCrawlStatus(db, userId, scope.project.id),
    }),
  ]);
}

/** One author's page: the figures, and the first page of its pages and of its queries. */
export function prefetchAuthorDetail(authorId: string) {
  return async (
    queryClient: QueryClient,
    userId: string,
    search: SearchParamsLike,
  ): Promise<void> => {
    const scope = await propertyScopeFor(userId, search, AUTHORS_PATH, "gsc");
    if (!scope) return;
    const state = parseAuthorDetailState(search);
    const detail = authorDetailRequest(scope, authorId);
    const pages = authorPagesRequest(scope, authorId, state.pages);
    const queries = authorQueriesRequest(scope, authorId, state.queries);
    const siteUrl = scope.property.property_uri;
    const db = await getDb();
    // The detail first: an unknown author stops here instead of failing three times.
    await queryClient.prefetchQuery({
      queryKey: authorKeys.detail(detail),
      queryFn: () =>
        authorDetail(db, userId, siteUrl, parseInput(detail, authorDetailRequestSchema)),
    });
    if (!queryClient.getQueryData(authorKeys.detail(detail))) return;
    await Promise.all([
      queryClient.prefetchQuery({
        queryKey: authorKeys.pages(pages),
        queryFn: () =>
          authorPages(db, userId, siteUrl, parseInput(pages, authorPagesRequestSchema)),
      }),
      queryClient.prefetchQuery({
        queryKey: authorKeys.queries(queries),
        queryFn: () =>
          authorQueries(db, userId, siteUrl, parseInput(queries, authorQueriesRequestSchema)),
      }),
    ]);
  };
}
