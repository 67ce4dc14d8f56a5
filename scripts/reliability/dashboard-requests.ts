// The data requests the Overview, Search Performance and Cannibalization views send for a project,
// built with the views' own resolvers and request builders (so the bodies are the real ones).
import { reportRequest, viewBrandTerms } from "@/lib/cannibalization/requests";
import { parseViewParams } from "@/lib/cannibalization/view-params";
import { parseFilterParams } from "@/lib/filters/filter-context";
import { OVERVIEW_PATH, pageConfigFor } from "@/lib/filters/page-config";
import { resolveViewScope, type ReadyScope } from "@/lib/filters/view-scope";
import {
  cannibalizationRequest,
  dailyRequests,
  moversRequest,
  opportunitiesRequest,
  topTableRequest,
} from "@/lib/overview/requests";
import { overviewScope } from "@/lib/overview/scope";
import { resolveBrandTerms } from "@/lib/search-performance/brand";
import { brandedSplitRequest, tabRequest, trendRequest } from "@/lib/search-performance/requests";
import { parseViewState } from "@/lib/search-performance/url-state";
import type { ProjectDto } from "@/lib/projects/types";

export type DataRequest = { label: string; path: string; body: unknown };

const SEARCH_PERFORMANCE_PATH = "/app/search-performance/";
const CANNIBALIZATION_PATH = "/app/search-performance/cannibalization/";
// The overview's cannibalization card shows this many issues.
const CARD_ISSUES = 3;

const SC = "/api/data/search-console/";

function scopeOf(projects: ProjectDto[], search: URLSearchParams, path: string, gsc: boolean) {
  const scope = resolveViewScope({
    params: parseFilterParams(search),
    projects,
    source: gsc ? "gsc" : null,
    today: new Date(),
    defaultRangeDays: pageConfigFor(path).defaultRangeDays,
  });
  if (scope.status !== "ready") throw new Error(`The ${path} view has no scope: ${scope.status}`);
  return scope as ReadyScope & { status: "ready" };
}

/** Every distinct request of the three views' screens, for the project and property given. */
export function dashboardRequests(
  projects: ProjectDto[],
  projectId: string,
  propertyId: string,
): DataRequest[] {
  const search = new URLSearchParams({ project: projectId, property: propertyId });
  const requests: DataRequest[] = [];
  const add = (label: string, path: string, body: unknown) => {
    if (body) requests.push({ label, path, body });
  };

  const overview = overviewScope(scopeOf(projects, search, OVERVIEW_PATH, false), new Date());
  const daily = dailyRequests(overview);
  add("overview: daily totals", SC, daily.current);
  add("overview: daily totals (comparison)", SC, daily.previous);
  add("overview: top queries", SC, topTableRequest(overview, "query"));
  add("overview: top pages", SC, topTableRequest(overview, "page"));
  add("overview: query movers", "/api/data/overview/movers/", moversRequest(overview, "query"));
  add("overview: page movers", "/api/data/overview/movers/", moversRequest(overview, "page"));
  add(
    "overview: opportunities",
    "/api/data/overview/opportunities/",
    opportunitiesRequest(overview),
  );
  add(
    "overview: cannibalization card",
    "/api/data/cannibalization/",
    cannibalizationRequest(overview, CARD_ISSUES),
  );

  const sp = scopeOf(projects, search, SEARCH_PERFORMANCE_PATH, true);
  const state = parseViewState(search);
  const ref = { projectId: sp.project.id, propertyId: sp.property!.id };
  const terms = resolveBrandTerms(
    sp.project.brand_terms,
    state.brandTerms,
    sp.property!.property_uri,
  ).terms;
  add("search performance: trend", SC, trendRequest(ref, sp.range, state, terms));
  if (sp.previousRange)
    add(
      "search performance: trend (comparison)",
      SC,
      trendRequest(ref, sp.previousRange, state, terms),
    );
  add(
    "search performance: queries tab",
    SC,
    tabRequest(ref, sp.range, state, terms, "queries", { compareWith: sp.previousRange }),
  );
  add("search performance: pages tab", SC, tabRequest(ref, sp.range, state, terms, "pages"));
  add("search performance: branded split", SC, brandedSplitRequest(ref, sp.range, state, terms));

  const cn = scopeOf(projects, search, CANNIBALIZATION_PATH, true);
  const detection = {
    ref: { projectId: cn.project.id, propertyId: cn.property!.id },
    range: cn.range,
    params: parseViewParams(search),
    brandTerms: viewBrandTerms(cn.project.brand_terms, cn.property!.property_uri),
  };
  add(
    "cannibalization: report",
    "/api/data/cannibalization/",
    reportRequest(detection, cn.previousRange),
  );

  // The same request may serve two widgets; the browser's cache sends it once.
  const seen = new Set<string>();
  return requests.filter((r) => {
    const key = `${r.path} ${JSON.stringify(r.body)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
