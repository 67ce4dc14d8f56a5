import "server-only";
import type { QueryClient } from "@tanstack/react-query";
import { parseInput } from "@/lib/api/request";
import { getDb } from "@/lib/db/client";
import type { SearchParamsLike } from "@/lib/filters/filter-context";
import { propertyScopeFor } from "@/lib/filters/page-scope";
import { allInOneKeys } from "@/lib/query/keys";
import { allInOneReport } from "./report";
import { allInOneRequestSchema } from "./schemas";
import { ALL_IN_ONE_PATH, allInOneRequest, parseAllInOneState } from "./url-state";

/** All in One's first screen: the page of joined pages the URL asks for. */
export async function prefetchAllInOne(
  queryClient: QueryClient,
  userId: string,
  search: SearchParamsLike,
): Promise<void> {
  const scope = await propertyScopeFor(userId, search, ALL_IN_ONE_PATH, "gsc");
  if (!scope) return;
  const request = allInOneRequest(scope, parseAllInOneState(search));
  const db = await getDb();
  await queryClient.prefetchQuery({
    queryKey: allInOneKeys.report(request),
    queryFn: () => allInOneReport(db, userId, parseInput(request, allInOneRequestSchema)),
  });
}
