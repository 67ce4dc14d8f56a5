import "server-only";
import type { QueryClient } from "@tanstack/react-query";
import { getDb } from "@/lib/db/client";
import { contentKeys } from "@/lib/query/keys";
import { listAnnotations } from "./annotations";

/** The notes a view's trend chart shows, into the server's cache under the client hook's key. */
export function prefetchAnnotations(
  queryClient: QueryClient,
  userId: string,
  range: { projectId: string; startDate: string; endDate: string },
): Promise<void> {
  return queryClient.prefetchQuery({
    queryKey: contentKeys.annotationRange(range),
    queryFn: async () => listAnnotations(await getDb(), userId, range),
  });
}
