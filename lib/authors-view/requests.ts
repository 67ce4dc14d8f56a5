import type {
  AuthorDetailRequest,
  AuthorListRequest,
  AuthorMetrics,
  AuthorPageSort,
  AuthorQuerySort,
  AuthorTableRequest,
} from "@/lib/authors/api-types";
import type { ReadyScope } from "@/lib/filters/view-scope";
import type { DataSourceDto } from "@/lib/projects/types";
import type { TableState } from "./url-state";

// The Authors routes' requests, built from the view's scope and URL state. Pure: the server's
// prefetch and the client's hooks build the same requests, so their query keys match.

export type AuthorsScope = Pick<ReadyScope, "project" | "range" | "compare" | "fresh"> & {
  property: Pick<DataSourceDto, "id">;
};

type ScopeFields = Omit<AuthorListRequest, "table">;

function scopeFields(scope: AuthorsScope): ScopeFields {
  return {
    projectId: scope.project.id,
    propertyId: scope.property.id,
    startDate: scope.range.startDate,
    endDate: scope.range.endDate,
    compare: scope.compare,
    ...(scope.fresh ? { fresh: true } : {}),
  };
}

function tableOf<S extends string>(state: TableState<S>) {
  return {
    sort: state.sort,
    desc: state.desc,
    ...(state.search.trim() ? { search: state.search.trim() } : {}),
    pageIndex: state.pageIndex,
    pageSize: state.pageSize,
  };
}

export function authorListRequest(
  scope: AuthorsScope,
  state: TableState<AuthorListRequest["table"]["sort"]>,
): AuthorListRequest {
  return { ...scopeFields(scope), table: tableOf(state) };
}

export function authorDetailRequest(scope: AuthorsScope, authorId: string): AuthorDetailRequest {
  return { ...scopeFields(scope), authorId };
}

export function authorPagesRequest(
  scope: AuthorsScope,
  authorId: string,
  state: TableState<AuthorPageSort>,
): AuthorTableRequest<AuthorPageSort> {
  return { ...scopeFields(scope), authorId, table: tableOf(state) };
}

export function authorQueriesRequest(
  scope: AuthorsScope,
  authorId: string,
  state: TableState<AuthorQuerySort>,
): AuthorTableRequest<AuthorQuerySort> {
  return { ...scopeFields(scope), authorId, table: tableOf(state) };
}

/** The authors a merge may choose from: the first names matching what was typed. */
export function mergeChoicesRequest(scope: AuthorsScope, search: string): AuthorListRequest {
  return authorListRequest(scope, {
    sort: "name",
    desc: false,
    search,
    pageIndex: 0,
    pageSize: 100,
  });
}

/** A relative change, null when there is nothing to compare with (no period, or zero before). */
export function relativeChange(now: number, before: number | null | undefined): number | null {
  if (before === null || before === undefined || before === 0) return null;
  return (now - before) / before;
}

export type MetricChange = { value: number | null; style: "percent" | "position" };

/** Each metric's change as the KPI cards and tables show it: percent, position in places. */
export function metricChanges(
  now: AuthorMetrics,
  before: AuthorMetrics | null,
): Record<keyof AuthorMetrics, MetricChange> {
  const percent = (key: "clicks" | "impressions" | "ctr"): MetricChange => ({
    value: before ? relativeChange(now[key], before[key]) : null,
    style: "percent",
  });
  // Position 0 means no impressions: no change can be told from it.
  const position =
    before && now.position > 0 && before.position > 0 ? now.position - before.position : null;
  return {
    clicks: percent("clicks"),
    impressions: percent("impressions"),
    ctr: percent("ctr"),
    position: { value: position, style: "position" },
  };
}
