import "server-only";
import type { QueryClient } from "@tanstack/react-query";
import { parseInput } from "@/lib/api/request";
import { viewBrandTerms } from "@/lib/cannibalization/requests";
import { googleToday } from "@/lib/dates/google-day";
import { parseFilterParams, type SearchParamsLike } from "@/lib/filters/filter-context";
import { pageConfigFor } from "@/lib/filters/page-config";
import { resolveViewScope } from "@/lib/filters/view-scope";
import { getUserProjects } from "@/lib/projects/prefetch";
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
  const projects = await getUserProjects(userId);
  if (!projects) return;
  const scope = resolveViewScope({
    params: parseFilterParams(search),
    projects,
    source: "gsc",
    today: googleToday(),
    defaultRangeDays: pageConfigFor(OPPORTUNITIES_PATH).defaultRangeDays,
  });
  if (scope.status !== "ready" || !scope.property) return;
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
