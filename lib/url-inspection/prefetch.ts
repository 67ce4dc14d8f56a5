import "server-only";
import type { QueryClient } from "@tanstack/react-query";
import { getDb } from "@/lib/db/client";
import type { SearchParamsLike } from "@/lib/filters/filter-context";
import { propertyScopeFor } from "@/lib/filters/page-scope";
import { urlInspectionKeys } from "@/lib/query/keys";
import { batchesAndQuota, urlHistory } from "./reads";
import { parseInspectedUrl } from "./url-state";

export const URL_INSPECTION_PATH = "/app/url-inspection/";

/**
 * The first screen of URL Inspection: the property's budget and bulk inspections and, with `?url=`,
 * that URL's kept result and history. Nothing here spends an inspection.
 */
export async function prefetchUrlInspection(
  queryClient: QueryClient,
  userId: string,
  search: SearchParamsLike,
): Promise<void> {
  const scope = await propertyScopeFor(userId, search, URL_INSPECTION_PATH, "gsc");
  if (!scope) return;
  const { project, property } = scope;
  const siteUrl = property.property_uri;
  const db = await getDb();
  const url = parseInspectedUrl(search);
  await Promise.all([
    queryClient.prefetchQuery({
      queryKey: urlInspectionKeys.batches(project.id, property.id),
      queryFn: () => batchesAndQuota(db, userId, siteUrl),
    }),
    url &&
      queryClient.prefetchQuery({
        queryKey: urlInspectionKeys.history(project.id, property.id, url),
        queryFn: () => urlHistory(db, userId, siteUrl, url),
      }),
  ]);
}
