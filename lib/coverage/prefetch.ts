import "server-only";
import type { QueryClient } from "@tanstack/react-query";
import { parseInput } from "@/lib/api/request";
import { getDb } from "@/lib/db/client";
import type { SearchParamsLike } from "@/lib/filters/filter-context";
import { propertyScopeFor } from "@/lib/filters/page-scope";
import { coverageKeys, urlInspectionKeys } from "@/lib/query/keys";
import { batchesAndQuota } from "@/lib/url-inspection/reads";
import { coverageReport } from "./report";
import { coverageRequest, DEFAULT_COVERAGE_STATE } from "./requests";
import { coverageRequestSchema } from "./schemas";

export const COVERAGE_PATH = "/app/coverage/";

/** The first screen of Coverage & Issues: the report with its first page of URLs, and the batches. */
export async function prefetchCoverage(
  queryClient: QueryClient,
  userId: string,
  search: SearchParamsLike,
): Promise<void> {
  const scope = await propertyScopeFor(userId, search, COVERAGE_PATH, "gsc");
  if (!scope) return;
  const { project, property } = scope;
  const ref = { projectId: project.id, propertyId: property.id };
  const db = await getDb();
  const request = coverageRequest(ref, DEFAULT_COVERAGE_STATE);
  await Promise.all([
    queryClient.prefetchQuery({
      queryKey: coverageKeys.report(request),
      queryFn: () =>
        coverageReport(
          db,
          userId,
          property.property_uri,
          parseInput(request, coverageRequestSchema),
        ),
    }),
    queryClient.prefetchQuery({
      queryKey: urlInspectionKeys.batches(project.id, property.id),
      queryFn: () => batchesAndQuota(db, userId, property.property_uri),
    }),
  ]);
}
