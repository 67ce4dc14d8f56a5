import type { DateRange } from "@/lib/dates/format";
import type {
  SearchConsoleDataRequest,
  TablePageRequest,
} from "@/lib/data-api/schemas/search-console";
import { TABLE_DEFAULT_PAGE_SIZE, TABLE_MAX_PAGE_SIZE } from "@/lib/data-api/table-page";
import type { PropertyRef } from "@/lib/data-api/schemas/common";
import { brandPattern } from "./brand";
import type { Tab, TextFilter, TextOperator, ViewSearchType, ViewState } from "./url-state";

// The data route's request bodies for each widget of the view, built from the URL state. Pure.

export type ApiFilter = NonNullable<SearchConsoleDataRequest["filters"]>[number];

/** The property a widget reads, and whether the view includes fresh days (`fresh=1`). */
export type DataRef = PropertyRef & { fresh?: boolean };
export type ApiDimension = SearchConsoleDataRequest["dimensions"][number];

export const API_OPERATORS: Record<TextOperator, ApiFilter["operator"]> = {
  equals: "equals",
  contains: "contains",
  notContains: "notContains",
  regex: "includingRegex",
  excludeRegex: "excludingRegex",
};

export const TAB_DIMENSIONS: Record<Tab, ApiDimension> = {
  queries: "query",
  pages: "page",
  countries: "country",
  devices: "device",
  appearance: "searchAppearance",
  dates: "date",
};

/** Discover and Google News report no queries: the query filters and the Queries tab do not apply. */
export function reportsQueries(type: ViewSearchType): boolean {
  return type !== "discover";
}

/** Discover reports no positions. */
export function reportsPosition(type: ViewSearchType): boolean {
  return type !== "discover";
}

const textFilter = (dimension: "query" | "page", filter: TextFilter): ApiFilter => ({
  dimension,
  operator: API_OPERATORS[filter.operator],
  expression: filter.expression,
});

/**
 * The view's filters as one "and" group of Search Console filters. The brand segment becomes a
 * regex on the query; with no brand terms it is left out, since it could match nothing.
 */
export function apiFilters(state: ViewState, brandTerms: readonly string[]): ApiFilter[] {
  const filters: ApiFilter[] = [];
  const queries = reportsQueries(state.type);
  if (state.query && queries) filters.push(textFilter("query", state.query));
  if (state.page) filters.push(textFilter("page", state.page));
  if (state.country)
    filters.push({ dimension: "country", operator: "equals", expression: state.country });
  if (state.device) {
    filters.push({
      dimension: "device",
      operator: "equals",
      expression: state.device.toUpperCase(),
    });
  }
  if (state.appearance) {
    filters.push({
      dimension: "searchAppearance",
      operator: "equals",
      expression: state.appearance,
    });
  }
  const pattern = brandPattern(brandTerms);
  if (state.brand && queries && pattern) {
    filters.push({
      dimension: "query",
      operator: state.brand === "branded" ? "includingRegex" : "excludingRegex",
      expression: pattern,
    });
  }
  return filters;
}

export type TablePage = Required<Omit<TablePageRequest, "search">> & { search?: string };

/** A table's first page as the view opens it: most clicks first (dates newest first). */
export function firstTablePage(tab: Tab): TablePage {
  return {
    sort: tab === "dates" ? "key" : "clicks",
    desc: true,
    pageIndex: 0,
    pageSize: TABLE_DEFAULT_PAGE_SIZE,
  };
}

/** Every day of a range in date order: 16 months of days fit one page. */
export const SERIES_PAGE: TablePage = {
  sort: "key",
  desc: false,
  pageIndex: 0,
  pageSize: TABLE_MAX_PAGE_SIZE,
};

export type RequestOptions = {
  dimensions: ApiDimension[];
  /** Filters added to the view's own, e.g. the drill-down's query or page. */
  extraFilters?: ApiFilter[];
  table: TablePage;
  compareWith?: DateRange | null;
};

/**
 * One data route request. Every widget asks with the same data state: "final" by default, "all"
 * when the view includes fresh days, so the totals, the chart and the tables count the same days
 * and the view can mark the fresh ones.
 */
export function dataRequest(
  ref: DataRef,
  range: DateRange,
  state: ViewState,
  brandTerms: readonly string[],
  { dimensions, extraFilters = [], table, compareWith }: RequestOptions,
): SearchConsoleDataRequest {
  const filters = [...apiFilters(state, brandTerms), ...extraFilters];
  return {
    table,
    ...(compareWith ? { compareWith } : {}),
    projectId: ref.projectId,
    propertyId: ref.propertyId,
    startDate: range.startDate,
    endDate: range.endDate,
    dimensions,
    type: state.type,
    dataState: ref.fresh ? "all" : "final",
    ...(filters.length > 0 ? { filters } : {}),
  };
}

/**
 * The chart and the KPI totals: one row per day, with the property-level totals. With
 * `compareWith`, the server also answers the totals a change is measured against and whether one
 * may be shown (`previousTotals`, `comparison`).
 */
export const trendRequest = (
  ref: DataRef,
  range: DateRange,
  state: ViewState,
  brandTerms: readonly string[],
  compareWith?: DateRange | null,
) =>
  dataRequest(ref, range, state, brandTerms, {
    dimensions: ["date"],
    table: SERIES_PAGE,
    compareWith,
  });

export type TabRequestOptions = { table?: TablePage; compareWith?: DateRange | null };

/**
 * A page of a tab's table, each row beside the comparison period when there is one; null when the
 * tab cannot be read for the search type.
 */
export function tabRequest(
  ref: DataRef,
  range: DateRange,
  state: ViewState,
  brandTerms: readonly string[],
  tab: Tab = state.tab,
  { table = firstTablePage(tab), compareWith }: TabRequestOptions = {},
): SearchConsoleDataRequest | null {
  if (tab === "queries" && !reportsQueries(state.type)) return null;
  return dataRequest(ref, range, state, brandTerms, {
    dimensions: [TAB_DIMENSIONS[tab]],
    table,
    compareWith,
  });
}

/** The drill-down: a query's pages, or a page's queries. */
export function drillRequest(
  ref: DataRef,
  range: DateRange,
  state: ViewState,
  brandTerms: readonly string[],
  table: TablePage = firstTablePage("queries"),
): SearchConsoleDataRequest | null {
  const drill = state.drill;
  // Either way the query is a dimension or a filter, which Discover does not report.
  if (!drill || !reportsQueries(state.type)) return null;
  return dataRequest(ref, range, state, brandTerms, {
    dimensions: [drill.dimension === "query" ? "page" : "query"],
    extraFilters: [{ dimension: drill.dimension, operator: "equals", expression: drill.value }],
    table,
  });
}

/** The Queries tab's one-row page with the branded and non-branded totals over every query row. */
export function brandedSplitRequest(
  ref: DataRef,
  range: DateRange,
  state: ViewState,
  brandTerms: readonly string[],
): SearchConsoleDataRequest | null {
  // Without the brand segment, so both sides show even while one is filtered.
  const request = tabRequest(ref, range, { ...state, brand: undefined }, brandTerms, "queries", {
    table: { ...firstTablePage("queries"), pageSize: 1 },
  });
  return request && brandTerms.length > 0 ? { ...request, brandSplit: [...brandTerms] } : null;
}
