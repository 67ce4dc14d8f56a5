import "server-only";
import type { QueryClient } from "@tanstack/react-query";
import { parseInput } from "@/lib/api/request";
import { googleToday } from "@/lib/dates/google-day";
import { parseFilterParams, type SearchParamsLike } from "@/lib/filters/filter-context";
import { pageConfigFor } from "@/lib/filters/page-config";
import { resolveViewScope } from "@/lib/filters/view-scope";
import { getUserProjects } from "@/lib/projects/prefetch";
import { cannibalizationKeys } from "@/lib/query/keys";
import { cannibalizationIssue, cannibalizationReport } from "./report";
import { issueRequest, reportRequest, viewBrandTerms, type DetectionScope } from "./requests";
import { cannibalizationIssueRequestSchema, cannibalizationRequestSchema } from "./schemas";
import { parseViewParams } from "./view-params";

export const CANNIBALIZATION_PATH = "/app/search-performance/cannibalization/";

/**
 * The first screen of Cannibalization, built from the URL with the client's own parsers and
 * request builders: the summary (and the comparison's), the list's first page and, when the URL
 * names one, the open issue. Each is read from the cached detection, not over HTTP.
 */
export async function prefetchCannibalization(
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
    defaultRangeDays: pageConfigFor(CANNIBALIZATION_PATH).defaultRangeDays,
  });
  if (scope.status !== "ready" || !scope.property) return;
  const { project, property, range, previousRange, fresh } = scope;
  const siteUrl = property.property_uri;
  const params = parseViewParams(search);
  const detection: DetectionScope = {
    ref: { projectId: project.id, propertyId: property.id },
    range,
    params,
    brandTerms: viewBrandTerms(project.brand_terms, siteUrl),
    fresh,
  };

  const report = reportRequest(detection, previousRange);
  const issue = params.issue ? issueRequest(detection, params.issue) : null;
  await Promise.all([
    queryClient.prefetchQuery({
      queryKey: cannibalizationKeys.report(report),
      queryFn: () =>
        cannibalizationReport(userId, siteUrl, parseInput(report, cannibalizationRequestSchema)),
    }),
    issue
      ? queryClient.prefetchQuery({
          queryKey: cannibalizationKeys.issue(issue),
          queryFn: () =>
            cannibalizationIssue(
              userId,
              siteUrl,
              parseInput(issue, cannibalizationIssueRequestSchema),
            ),
        })
      : null,
  ]);
}
