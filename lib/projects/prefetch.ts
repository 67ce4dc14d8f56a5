import "server-only";
import { dehydrate, QueryClient, type DehydratedState } from "@tanstack/react-query";
import { getDb } from "@/lib/db/client";
import { getGoogleProperties } from "./google-properties";
import { getProjects } from "./projects";
import { googlePropertyKeys, projectKeys } from "@/lib/query/keys";

type Prefetchable = "projects" | "googleProperties";

/**
 * Loads what a page's client widgets read first, straight from the database, into a cache state for
 * HydrationBoundary. A failure is left out of the state, so the client fetches it again itself.
 */
export async function prefetchProjectsState(
  userId: string,
  what: readonly Prefetchable[],
): Promise<DehydratedState> {
  const queryClient = new QueryClient();
  const db = await getDb().catch(() => null);
  if (db) {
    await Promise.all([
      what.includes("projects") &&
        queryClient.prefetchQuery({
          queryKey: projectKeys.all,
          queryFn: () => getProjects(db, userId),
        }),
      what.includes("googleProperties") &&
        queryClient.prefetchQuery({
          queryKey: googlePropertyKeys.all,
          queryFn: () => getGoogleProperties(db, userId),
        }),
    ]);
  }
  return dehydrate(queryClient);
}
