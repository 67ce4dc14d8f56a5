import type { SearchParamsLike } from "@/lib/filters/filter-context";
import type { DataSourceDto } from "@/lib/projects/types";
import type { ReadyScope } from "@/lib/filters/view-scope";
import type { AllInOneRequest } from "./schemas";
import {
  ALL_IN_ONE_FILTERS,
  ALL_IN_ONE_SORTS,
  type AllInOneFilter,
  type AllInOneSort,
} from "./view-types";

// All in One's own URL params, beside the filter context's: ?show=&sort=&desc=&q=&page=&size=.
// One parser for the server page and the client; anything unknown falls back, nothing throws.

export const ALL_IN_ONE_PATH = "/app/all-in-one/";
const PAGE_SIZES = [25, 50, 100];

export type AllInOneState = {
  filter: AllInOneFilter;
  sort: AllInOneSort;
  desc: boolean;
  search: string;
  pageIndex: number;
  pageSize: number;
};

export const DEFAULT_ALL_IN_ONE_STATE: AllInOneState = {
  filter: "all",
  sort: "clicks",
  desc: true,
  search: "",
  pageIndex: 0,
  pageSize: 25,
};

const oneOf = <T extends string>(value: string | null, allowed: readonly T[], fallback: T) =>
  allowed.includes(value as T) ? (value as T) : fallback;

export function parseAllInOneState(search: SearchParamsLike): AllInOneState {
  const page = Number(search.get("page") ?? "1");
  const size = Number(search.get("size") ?? "25");
  return {
    filter: oneOf(
      search.get("show"),
      ALL_IN_ONE_FILTERS.map((f) => f.id),
      "all",
    ),
    sort: oneOf(search.get("sort"), ALL_IN_ONE_SORTS, "clicks"),
    desc: search.get("desc") !== "0",
    search: (search.get("q") ?? "").slice(0, 200),
    pageIndex: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page - 1 : 0,
    pageSize: PAGE_SIZES.includes(size) ? size : 25,
  };
}

/** `search` with `state` written into it; defaults leave the URL. */
export function withAllInOneState(search: URLSearchParams, state: AllInOneState): URLSearchParams {
  const next = new URLSearchParams(search);
  const set = (key: string, value: string, fallback: string) =>
    value === fallback ? next.delete(key) : next.set(key, value);
  set("show", state.filter, "all");
  set("sort", state.sort, "clicks");
  set("desc", state.desc ? "1" : "0", "1");
  set("q", state.search, "");
  set("page", String(state.pageIndex + 1), "1");
  set("size", String(state.pageSize), "25");
  return next;
}

/** The route's request for the view's scope and state. */
export function allInOneRequest(
  scope: Pick<ReadyScope, "project" | "range" | "compare"> & {
    property: Pick<DataSourceDto, "id">;
  },
  state: AllInOneState,
): AllInOneRequest {
  return {
    projectId: scope.project.id,
    propertyId: scope.property.id,
    ...scope.range,
    compare: scope.compare,
    filter: state.filter,
    table: {
      sort: state.sort,
      desc: state.desc,
      ...(state.search ? { search: state.search } : {}),
      pageIndex: state.pageIndex,
      pageSize: state.pageSize,
    },
  };
}
