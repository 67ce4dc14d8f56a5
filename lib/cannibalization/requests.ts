import type { DateRange } from "@/lib/dates/format";
import type { PropertyRef } from "@/lib/data-api/schemas/common";
import { resolveBrandTerms } from "@/lib/search-performance/brand";
import { FIRST_ISSUES_PAGE } from "./issues-page";
import type { CannibalizationIssueRequest, CannibalizationRequest, IssuesPage } from "./schemas";
import type { CannibalizationViewParams } from "./view-params";

// The cannibalization routes' request bodies, built from the view's scope and URL params, so the
// server page's prefetch and the view's hooks ask with the same keys. Pure.

/** What a detection is run over: the property, the range, the view's params and brand terms. */
export type DetectionScope = {
  ref: PropertyRef;
  range: DateRange;
  params: CannibalizationViewParams;
  /** The brand terms in force; left out of the detection only while `params.excludeBranded`. */
  brandTerms: readonly string[];
  /** Fresh days included, as in the view's other widgets; final data only when absent. */
  fresh?: boolean;
};

/** The project's brand terms, else a guess from the property's name. */
export const viewBrandTerms = (projectTerms: readonly string[] | undefined, propertyUri: string) =>
  resolveBrandTerms(projectTerms, undefined, propertyUri).terms;

const detectionOf = ({ ref, range, params, brandTerms, fresh }: DetectionScope) => ({
  projectId: ref.projectId,
  propertyId: ref.propertyId,
  startDate: range.startDate,
  endDate: range.endDate,
  minShare: params.minSharePercent,
  minImpressions: params.minImpressions,
  brandTerms: params.excludeBranded ? [...brandTerms] : [],
  ...(fresh ? { dataState: "all" as const } : {}),
});

/** A page of the issue list with the summary, and the comparison period's summary when comparing. */
export function reportRequest(
  scope: DetectionScope,
  previousRange: DateRange | null,
  table: IssuesPage = FIRST_ISSUES_PAGE,
): CannibalizationRequest {
  return {
    ...detectionOf(scope),
    ...(previousRange ? { compareWith: previousRange } : {}),
    table,
  };
}

/** One issue's detail: its pages and their daily positions. */
export function issueRequest(scope: DetectionScope, query: string): CannibalizationIssueRequest {
  return { ...detectionOf(scope), query };
}

export const CANNIBALIZATION_EXPORT_PATH = "/api/data/cannibalization/export/";

/** The download of every issue matching the list's search, in its order, streamed by the server. */
export function cannibalizationExportHref(request: CannibalizationRequest, filename: string) {
  const { compareWith: _previous, ...list } = request;
  const params = new URLSearchParams({ request: JSON.stringify(list), filename });
  return `${CANNIBALIZATION_EXPORT_PATH}?${params}`;
}
