import "server-only";
import type { QueryClient } from "@tanstack/react-query";
import { parseInput } from "@/lib/api/request";
import { viewBrandTerms } from "@/lib/cannibalization/requests";
import type { SearchParamsLike } from "@/lib/filters/filter-context";
import { propertyScopeFor } from "@/lib/filters/page-scope";
import { opportunityKeys } from "@/lib/query/keys";
import { opportunityList } from "./report";
import { opportunityListRequest } from "./requests";
import { opportunityListRequestSchema } from "./schemas";
import { parseOpportunityParams } from "./view-params";

export const OPPORTUNITIES_PATH = "/app/opportunities/";

/**
 * The first screen of Opportunities, built from the URL with the client's own parsers and request
 * builder: the summary, the curve and the list's page, read from the cached analysis, not over HTTP.
 */
export async function prefetchOpportunities(
  queryClient: QueryClient,
  userId: string,
  search: SearchParamsLike,
): Promise<void> {
  const scope = await propertyScopeFor(userId, search, OPPORTUNITIES_PATH, "gsc");
  if (!scope) return;
  const { project, property, range, fresh } = scope;
  const request = opportunityListRequest({
    ref: { projectId: project.id, propertyId: property.id },
    range,
    fresh,
    brandTerms: viewBrandTerms(project.brand_terms, property.property_uri),
    params: parseOpportunityParams(search),
  });
  await queryClient.prefetchQuery({
    queryKey: opportunityKeys.list(request),
    queryFn: () =>
      opportunityList(
        userId,
        property.property_uri,
        parseInput(request, opportunityListRequestSchema),
      ),
  });
}
