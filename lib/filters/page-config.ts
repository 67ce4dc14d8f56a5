import type { DataSourceType } from "@/lib/projects/limits";

/** Spec §3 pageConfig flags, plus the source a single-source view implies and its default range. */
export type PageFilterConfig = {
  showDataSourceFilter: boolean;
  showProjectFilter: boolean;
  showPropertyFilter: boolean;
  showDateFilter: boolean;
  /** The only source the view reads; its property list holds only that type. */
  dataSource?: DataSourceType;
  defaultRangeDays: number;
};

export const GBP_PATH = "/app/google-business-profile/";
export const OVERVIEW_PATH = "/app/";

const NONE: PageFilterConfig = {
  showDataSourceFilter: false,
  showProjectFilter: false,
  showPropertyFilter: false,
  showDateFilter: false,
  defaultRangeDays: 28,
};

function filters(
  shown: Partial<Record<"source" | "project" | "property" | "date", true>>,
  extra: Partial<Pick<PageFilterConfig, "dataSource" | "defaultRangeDays">> = {},
): PageFilterConfig {
  return {
    ...NONE,
    showDataSourceFilter: Boolean(shown.source),
    showProjectFilter: Boolean(shown.project),
    showPropertyFilter: Boolean(shown.property),
    showDateFilter: Boolean(shown.date),
    ...extra,
  };
}

const ALL = { source: true, project: true, property: true, date: true } as const;
const PROPERTY_RANGE = { project: true, property: true, date: true } as const;
const PROPERTY_SNAPSHOT = { project: true, property: true } as const;

// Keyed by route; a route also covers the paths below it (an author's page uses /app/authors/).
const PAGE_CONFIGS: Record<string, PageFilterConfig> = {
  [OVERVIEW_PATH]: filters({ project: true, date: true }),
  "/app/all-in-one/": filters({ project: true, date: true }),
  "/app/authors/": filters(PROPERTY_RANGE, { dataSource: "gsc" }),
  "/app/search-performance/": filters(PROPERTY_RANGE, { dataSource: "gsc" }),
  "/app/search-performance/sitemaps/": filters(PROPERTY_SNAPSHOT, { dataSource: "gsc" }),
  "/app/url-inspection/": filters(PROPERTY_SNAPSHOT, { dataSource: "gsc" }),
  "/app/coverage/": filters(PROPERTY_SNAPSHOT, { dataSource: "gsc" }),
  "/app/ai-insights/": filters(PROPERTY_RANGE, { dataSource: "gsc" }),
  "/app/gsc-insights/": filters(PROPERTY_RANGE, { dataSource: "gsc" }),
  "/app/content-planning/": filters({ project: true }),
  "/app/content-calendar/": filters({ project: true }),
  "/app/analytics/": filters(PROPERTY_RANGE, { dataSource: "ga4" }),
  "/app/ga4-explore/": filters(PROPERTY_RANGE, { dataSource: "ga4" }),
  "/app/opportunities/": filters(PROPERTY_RANGE, { dataSource: "gsc" }),
  "/app/reports/": filters(ALL),
  [GBP_PATH]: filters({ date: true }, { dataSource: "gmb", defaultRangeDays: 30 }),
};

/** "/app/reports" and "/app/reports/" are the same route. */
export function withTrailingSlash(pathname: string): string {
  return pathname.endsWith("/") ? pathname : `${pathname}/`;
}

/** The config of the longest route that holds the path; the overview only for /app/ itself. */
export function pageConfigFor(pathname: string): PageFilterConfig {
  const path = withTrailingSlash(pathname);
  if (path === OVERVIEW_PATH) return PAGE_CONFIGS[OVERVIEW_PATH]!;
  let match: string | undefined;
  for (const route of Object.keys(PAGE_CONFIGS)) {
    if (route === OVERVIEW_PATH || !path.startsWith(route)) continue;
    if (!match || route.length > match.length) match = route;
  }
  return match ? PAGE_CONFIGS[match]! : NONE;
}

/** A view that reads the filter context, so a remembered choice is restored on it. */
export function usesFilters(config: PageFilterConfig): boolean {
  return (
    config.showDataSourceFilter ||
    config.showProjectFilter ||
    config.showPropertyFilter ||
    config.showDateFilter
  );
}

/**
 * The fresh-days switch shows where a range of Search Console data is read: views with a date
 * filter, except those that read only GA4 or Business Profile, which have no fresh days to add.
 */
export function showsFreshFilter(config: PageFilterConfig): boolean {
  return config.showDateFilter && config.dataSource !== "ga4" && config.dataSource !== "gmb";
}
