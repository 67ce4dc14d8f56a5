import type { AiInsightsRequest } from "@/lib/ai-insights/schemas";
import type { AllInOneRequest, MapsVsOrganicRequest } from "@/lib/all-in-one/schemas";
import type { AnalyticsBreakdownRequest } from "@/lib/analytics/breakdown-types";
import type {
  AuthorDetailRequest,
  AuthorListRequest,
  AuthorTableRequest,
} from "@/lib/authors/api-types";
import type { GbpKeywordsQuery } from "@/lib/business-profile/keywords";
import type {
  CannibalizationIssueRequest,
  CannibalizationRequest,
} from "@/lib/cannibalization/schemas";
import type { PropertyRef } from "@/lib/data-api/schemas/common";
import type { Ga4DataRequest } from "@/lib/data-api/schemas/ga4";
import type { GbpMetricsQuery } from "@/lib/data-api/schemas/gbp";
import type { GscInsightsRequest } from "@/lib/gsc-insights/schemas";
import type { CoverageRequest } from "@/lib/coverage/schemas";
import type { AnnotationRange, ContentBoardParams, ContentListParams } from "@/lib/content/types";
import type { ExploreRequest } from "@/lib/explore/route-schemas";
import type { OpportunityListRequest } from "@/lib/opportunities/schemas";
import type { SearchConsoleDataRequest } from "@/lib/data-api/schemas/search-console";
import type { MoversRequest, OpportunitiesRequest } from "@/lib/overview/schemas";

// Every query key of the app. A key holds every input of its request; the server prefetch, the hooks
// and the realtime invalidation all use these same arrays.

export const authKeys = {
  all: ["auth"] as const,
  session: ["auth", "session"] as const,
};

export const projectKeys = {
  all: ["projects"] as const,
};

export const dataSourceKeys = {
  all: ["data-sources"] as const,
  project: (projectId: string) => ["data-sources", projectId] as const,
};

export const jobKeys = {
  all: ["jobs"] as const,
};

export const alertKeys = {
  all: ["alerts"] as const,
  list: ["alerts", "list"] as const,
  rules: (projectId: string) => ["alerts", "rules", projectId] as const,
  outbox: ["alerts", "outbox"] as const,
};

export const googlePropertyKeys = {
  all: ["google-properties"] as const,
};

export const searchConsoleKeys = {
  all: ["search-console"] as const,
  data: ({ projectId, propertyId, ...request }: SearchConsoleDataRequest) =>
    ["search-console", projectId, propertyId, request] as const,
};

export const overviewKeys = {
  all: ["overview"] as const,
  movers: ({ projectId, propertyId, ...request }: MoversRequest) =>
    ["overview", "movers", projectId, propertyId, request] as const,
  opportunities: ({ projectId, propertyId, ...request }: OpportunitiesRequest) =>
    ["overview", "opportunities", projectId, propertyId, request] as const,
};

export const ga4Keys = {
  all: ["ga4"] as const,
  report: ({ projectId, propertyId, request }: Ga4DataRequest) =>
    ["ga4", projectId, propertyId, request] as const,
  realtime: ({ projectId, propertyId }: { projectId: string; propertyId: string }) =>
    ["ga4-realtime", projectId, propertyId] as const,
};

export const gbpMetricsKeys = {
  all: ["gbp-metrics"] as const,
  metrics: ({ locationId, startDate, endDate, metrics }: GbpMetricsQuery) =>
    ["gbp-metrics", locationId, startDate, endDate, metrics ?? "all"] as const,
};

export const gbpKeywordKeys = {
  all: ["gbp-keywords"] as const,
  months: ({ locationId, startMonth, endMonth }: GbpKeywordsQuery) =>
    ["gbp-keywords", locationId, startMonth, endMonth] as const,
};

export const gmbLocationKeys = { all: ["gmb-locations"] as const };
export const gmbAccountKeys = { all: ["gmb-accounts"] as const };
export const propertyGmbConnectionKeys = { all: ["property-gmb-connections"] as const };

export const sitemapKeys = {
  all: ["sitemaps"] as const,
  property: ({ projectId, propertyId }: PropertyRef) =>
    ["sitemaps", projectId, propertyId] as const,
  /** Under the property's key, so a sitemap change refreshes the indexes' children too. */
  children: ({ projectId, propertyId, sitemapIndex }: PropertyRef & { sitemapIndex: string }) =>
    ["sitemaps", projectId, propertyId, "children", sitemapIndex] as const,
};

export const cannibalizationKeys = {
  all: ["cannibalization"] as const,
  /** The list's page apart from the rest, so paging can keep the last page on screen. */
  report: ({ projectId, propertyId, table, ...detection }: CannibalizationRequest) =>
    ["cannibalization", projectId, propertyId, "report", detection, table ?? null] as const,
  issue: ({ projectId, propertyId, ...request }: CannibalizationIssueRequest) =>
    ["cannibalization", projectId, propertyId, "issue", request] as const,
};

export const gscInsightsKeys = {
  all: ["gsc-insights"] as const,
  report: ({ projectId, propertyId, ...request }: GscInsightsRequest) =>
    ["gsc-insights", projectId, propertyId, request] as const,
};

export const opportunityKeys = {
  all: ["opportunities"] as const,
  /** Under the project, so a dismissal refreshes every list of it. */
  project: (projectId: string) => ["opportunities", projectId] as const,
  list: ({ projectId, ...request }: OpportunityListRequest) =>
    ["opportunities", projectId, request] as const,
};

export const aiInsightsKeys = {
  all: ["ai-insights"] as const,
  report: ({ projectId, propertyId, ...request }: AiInsightsRequest) =>
    ["ai-insights", projectId, propertyId, request] as const,
};

export const urlInspectionKeys = {
  all: ["url-inspection"] as const,
  property: (projectId: string, propertyId: string) =>
    ["url-inspection", projectId, propertyId] as const,
  history: (projectId: string, propertyId: string, url: string) =>
    ["url-inspection", projectId, propertyId, "history", url] as const,
  batches: (projectId: string, propertyId: string) =>
    ["url-inspection", projectId, propertyId, "batches"] as const,
};

export const coverageKeys = {
  all: ["coverage"] as const,
  property: (projectId: string, propertyId: string) => ["coverage", projectId, propertyId] as const,
  report: ({ projectId, propertyId, ...request }: CoverageRequest) =>
    ["coverage", projectId, propertyId, request] as const,
};

export const exploreKeys = {
  all: ["ga4-explore"] as const,
  result: ({ projectId, propertyId, definition, table }: ExploreRequest) =>
    ["ga4-explore", projectId, propertyId, "result", definition, table] as const,
  fields: ({ projectId, propertyId }: PropertyRef) =>
    ["ga4-explore", projectId, propertyId, "fields"] as const,
  compatibility: (ref: PropertyRef, dimensions: string[], metrics: string[]) =>
    ["ga4-explore", ref.projectId, ref.propertyId, "compatibility", dimensions, metrics] as const,
  saved: (projectId: string) => ["ga4-explore", projectId, "saved"] as const,
};

export const analyticsKeys = {
  all: ["analytics"] as const,
  breakdown: (request: AnalyticsBreakdownRequest) =>
    ["analytics", "breakdown", request.projectId, request.propertyId, request] as const,
};

export const allInOneKeys = {
  all: ["all-in-one"] as const,
  report: (request: AllInOneRequest) =>
    ["all-in-one", request.projectId, request.propertyId, request] as const,
  maps: (request: MapsVsOrganicRequest) =>
    ["all-in-one", request.projectId, request.propertyId, "maps", request] as const,
};

export const contentKeys = {
  all: ["content"] as const,
  /** Every query of the project's content plan (lists, board, items, annotations, feed). */
  project: (projectId: string) => ["content", projectId] as const,
  lists: (projectId: string) => ["content", projectId, "list"] as const,
  list: ({ projectId, ...params }: ContentListParams) =>
    ["content", projectId, "list", params] as const,
  boards: (projectId: string) => ["content", projectId, "board"] as const,
  board: ({ projectId, ...filters }: ContentBoardParams) =>
    ["content", projectId, "board", filters] as const,
  item: (projectId: string, id: string) => ["content", projectId, "item", id] as const,
  performance: (projectId: string, id: string) =>
    ["content", projectId, "performance", id] as const,
  cannibalization: (projectId: string, id: string) =>
    ["content", projectId, "cannibalization", id] as const,
  /** Every range of the project's annotations: the Overview's and Search Performance's charts. */
  annotations: (projectId: string) => ["content", projectId, "annotations"] as const,
  annotationRange: ({ projectId, startDate, endDate }: AnnotationRange) =>
    ["content", projectId, "annotations", { startDate, endDate }] as const,
  feed: (projectId: string) => ["content", projectId, "feed"] as const,
  /** Every range the content calendar has shown of the project. */
  calendars: (projectId: string) => ["content", projectId, "calendar"] as const,
  calendar: ({ projectId, start, end }: { projectId: string; start: string; end: string }) =>
    ["content", projectId, "calendar", { start, end }] as const,
};

export const reportKeys = {
  all: ["reports"] as const,
  list: (projectId: string) => ["reports", "list", projectId] as const,
  report: (id: string) => ["reports", "report", id] as const,
  preview: (id: string, updatedAt: string) => ["reports", "preview", id, updatedAt] as const,
  outputs: (id: string) => ["reports", "outputs", id] as const,
  file: (id: string, fileId: string) => ["reports", "file", id, fileId] as const,
};

export const authorKeys = {
  all: ["authors"] as const,
  /** Every query of one project's authors: a crawl, rule, import, edit or merge changes them all. */
  project: (projectId: string) => ["authors", projectId] as const,
  list: (request: AuthorListRequest) =>
    ["authors", request.projectId, request.propertyId, "list", request] as const,
  detail: (request: AuthorDetailRequest) =>
    ["authors", request.projectId, request.propertyId, "detail", request] as const,
  pages: (request: AuthorTableRequest) =>
    ["authors", request.projectId, request.propertyId, "pages", request] as const,
  queries: (request: AuthorTableRequest) =>
    ["authors", request.projectId, request.propertyId, "queries", request] as const,
  rules: (projectId: string) => ["authors", projectId, "rules"] as const,
  crawl: (projectId: string) => ["authors", projectId, "crawl"] as const,
};
