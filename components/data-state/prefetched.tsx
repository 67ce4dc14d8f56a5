import "server-only";
import type { QueryClient } from "@tanstack/react-query";
import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import { getQueryClient } from "@/lib/query/server";

export type ViewPrefetch = (
  queryClient: QueryClient,
  userId: string,
  search: URLSearchParams,
) => Promise<void>;

/**
 * A view's first screen loaded on the server (`lib/<view>/prefetch.ts`) and handed to the client
 * widgets below; put it inside the page's Suspense so the shell streams first.
 */
export async function Prefetched({
  prefetch,
  userId,
  search,
  children,
}: {
  prefetch: ViewPrefetch;
  userId: string;
  search: URLSearchParams;
  children: React.ReactNode;
}) {
  const queryClient = getQueryClient();
  await prefetch(queryClient, userId, search);
  return <HydrationBoundary state={dehydrate(queryClient)}>{children}</HydrationBoundary>;
}
