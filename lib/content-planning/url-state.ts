import {
  CONTENT_LIMITS,
  CONTENT_SORTS,
  CONTENT_STATUSES,
  type ContentBoardParams,
  type ContentListParams,
  type ContentSort,
  type ContentStatus,
} from "@/lib/content/types";
import type { SearchParamsLike } from "@/lib/filters/filter-context";

// Content Planning's own URL params, beside the filter bar's project:
// ?view=board|table&q=&tag=&author=&status=&sort=&desc=&page=&size=&item=
// One parser for the server page and the client; anything invalid falls back, nothing throws.

export const CONTENT_PLANNING_VIEWS = ["board", "table"] as const;
export type PlanningView = (typeof CONTENT_PLANNING_VIEWS)[number];

export const PLANNING_PAGE_SIZES = [25, 50, 100] as const;

export type PlanningState = {
  view: PlanningView;
  q: string;
  tag: string;
  author: string;
  /** The table's status tab; null for every status. */
  status: ContentStatus | null;
  sort: ContentSort;
  desc: boolean;
  pageIndex: number;
  pageSize: number;
  /** The item whose sheet is open. */
  item: string | null;
};

/** Dates of change and priority read newest or highest first, the rest from the top. */
export const descByDefault = (sort: ContentSort) =>
  sort === "priority" || sort === "createdAt" || sort === "updatedAt";

export const DEFAULT_PLANNING_STATE: PlanningState = {
  view: "board",
  q: "",
  tag: "",
  author: "",
  status: null,
  sort: "updatedAt",
  desc: true,
  pageIndex: 0,
  pageSize: 25,
  item: null,
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const CONTROL = /[\u0000-\u001f\u007f]/;

const oneOf = <T extends string>(value: string | null, allowed: readonly T[]): T | null =>
  allowed.includes(value as T) ? (value as T) : null;

const text = (value: string | null, max: number) => {
  const trimmed = (value ?? "").trim();
  return trimmed.length <= max && !CONTROL.test(trimmed) ? trimmed : "";
};

export function parsePlanningState(search: SearchParamsLike): PlanningState {
  const sort = oneOf(search.get("sort"), CONTENT_SORTS) ?? DEFAULT_PLANNING_STATE.sort;
  const desc = search.get("desc");
  const page = Number(search.get("page") ?? "1");
  const size = Number(search.get("size") ?? "25");
  const item = search.get("item");
  return {
    view: oneOf(search.get("view"), CONTENT_PLANNING_VIEWS) ?? "board",
    q: text(search.get("q"), CONTENT_LIMITS.search),
    tag: text(search.get("tag"), CONTENT_LIMITS.tag),
    author: text(search.get("author"), CONTENT_LIMITS.author),
    status: oneOf(search.get("status"), CONTENT_STATUSES),
    sort,
    desc: desc === "1" ? true : desc === "0" ? false : descByDefault(sort),
    pageIndex: Number.isInteger(page) && page >= 1 && page <= 10_001 ? page - 1 : 0,
    pageSize: (PLANNING_PAGE_SIZES as readonly number[]).includes(size) ? size : 25,
    item: item && UUID.test(item) ? item.toLowerCase() : null,
  };
}

/** `search` with `state` written into it; defaults leave the URL, other params stay. */
export function withPlanningState(search: URLSearchParams, state: PlanningState): URLSearchParams {
  const next = new URLSearchParams(search);
  const set = (key: string, value: string, fallback: string) =>
    value === fallback ? next.delete(key) : next.set(key, value);
  set("view", state.view, "board");
  set("q", state.q, "");
  set("tag", state.tag, "");
  set("author", state.author, "");
  set("status", state.status ?? "", "");
  set("sort", state.sort, DEFAULT_PLANNING_STATE.sort);
  set("desc", state.desc ? "1" : "0", descByDefault(state.sort) ? "1" : "0");
  set("page", String(state.pageIndex + 1), "1");
  set("size", String(state.pageSize), "25");
  set("item", state.item ?? "", "");
  return next;
}

const filled = (value: string) => (value === "" ? undefined : value);

/** The board's request: the filters, without status, sort and page. */
export function boardParams(projectId: string, state: PlanningState): ContentBoardParams {
  return { projectId, q: filled(state.q), tag: filled(state.tag), author: filled(state.author) };
}

/** One page of the table. */
export function listParams(projectId: string, state: PlanningState): ContentListParams {
  return {
    ...boardParams(projectId, state),
    status: state.status ?? undefined,
    sort: state.sort,
    desc: state.desc,
    pageIndex: state.pageIndex,
    pageSize: state.pageSize,
  };
}

/** The create form's params (`new=1` and its prefill) that closing the form takes off the URL. */
export const PREFILL_PARAMS = ["new", "title", "query", "url", "source", "sourceRef"] as const;

export function withoutPrefill(search: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const key of PREFILL_PARAMS) next.delete(key);
  return next;
}
