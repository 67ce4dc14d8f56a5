import {
  AUTHOR_LIST_SORTS,
  AUTHOR_PAGE_SORTS,
  AUTHOR_QUERY_SORTS,
  type AuthorListSort,
  type AuthorPageSort,
  type AuthorQuerySort,
} from "@/lib/authors/api-types";
import type { SearchParamsLike } from "@/lib/filters/filter-context";

// The Authors views' own URL params, beside the filter context's. The list: ?sort=&desc=&q=&page=
// &size=; an author's page: the same for its pages table with a `p` prefix (psort, pq…) and for its
// queries table with a `q` prefix (qsort, qq…). One parser for the server page and the client, with
// plain predicates (it runs as the view renders); anything unknown falls back, nothing throws.

export const AUTHORS_PATH = "/app/authors/";
export const AUTHOR_PAGE_SIZES = [25, 50, 100] as const;
const MAX_SEARCH = 200;
const MAX_PAGE = 100_000;

export type TableState<S extends string> = {
  sort: S;
  desc: boolean;
  search: string;
  pageIndex: number;
  pageSize: number;
};

export type AuthorsListState = TableState<AuthorListSort>;
export type AuthorDetailState = {
  pages: TableState<AuthorPageSort>;
  queries: TableState<AuthorQuerySort>;
};

const tableDefaults = <S extends string>(sort: S): TableState<S> => ({
  sort,
  desc: true,
  search: "",
  pageIndex: 0,
  pageSize: AUTHOR_PAGE_SIZES[0],
});

export const DEFAULT_AUTHORS_STATE: AuthorsListState = tableDefaults("clicks");
export const DEFAULT_AUTHOR_DETAIL_STATE: AuthorDetailState = {
  pages: tableDefaults("clicks"),
  queries: tableDefaults("clicks"),
};

const oneOf = <T extends string>(value: string | null, allowed: readonly T[], fallback: T) =>
  allowed.includes(value as T) ? (value as T) : fallback;

function parseTable<S extends string>(
  search: SearchParamsLike,
  prefix: string,
  sorts: readonly S[],
  fallback: S,
): TableState<S> {
  const get = (key: string) => search.get(`${prefix}${key}`);
  const page = Number(get("page") ?? "1");
  const size = Number(get("size") ?? String(AUTHOR_PAGE_SIZES[0]));
  return {
    sort: oneOf(get("sort"), sorts, fallback),
    desc: get("desc") !== "0",
    search: (get("q") ?? "").slice(0, MAX_SEARCH),
    pageIndex: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page - 1 : 0,
    pageSize: (AUTHOR_PAGE_SIZES as readonly number[]).includes(size) ? size : AUTHOR_PAGE_SIZES[0],
  };
}

function writeTable<S extends string>(
  next: URLSearchParams,
  prefix: string,
  state: TableState<S>,
  fallback: S,
): void {
  const set = (key: string, value: string, defaultValue: string) =>
    value === defaultValue ? next.delete(`${prefix}${key}`) : next.set(`${prefix}${key}`, value);
  set("sort", state.sort, fallback);
  set("desc", state.desc ? "1" : "0", "1");
  set("q", state.search, "");
  set("page", String(state.pageIndex + 1), "1");
  set("size", String(state.pageSize), String(AUTHOR_PAGE_SIZES[0]));
}

export function parseAuthorsState(search: SearchParamsLike): AuthorsListState {
  return parseTable(search, "", AUTHOR_LIST_SORTS, "clicks");
}

/** `search` with the list's state written into it; defaults leave the URL. */
export function withAuthorsState(
  search: URLSearchParams,
  state: AuthorsListState,
): URLSearchParams {
  const next = new URLSearchParams(search);
  writeTable(next, "", state, "clicks");
  return next;
}

export function parseAuthorDetailState(search: SearchParamsLike): AuthorDetailState {
  return {
    pages: parseTable(search, "p", AUTHOR_PAGE_SORTS, "clicks"),
    queries: parseTable(search, "q", AUTHOR_QUERY_SORTS, "clicks"),
  };
}

export function withAuthorDetailState(
  search: URLSearchParams,
  state: AuthorDetailState,
): URLSearchParams {
  const next = new URLSearchParams(search);
  writeTable(next, "p", state.pages, "clicks");
  writeTable(next, "q", state.queries, "clicks");
  return next;
}

/** The address's query: URLSearchParams, or Next's read-only ones. */
type SearchText = Pick<URLSearchParams, "toString">;

const LIST_PARAMS = ["sort", "desc", "q", "page", "size"];
const DETAIL_PARAMS = LIST_PARAMS.flatMap((key) => [`p${key}`, `q${key}`]);

/** Keeps the filter context (project, property, range, comparison) and drops the views' tables. */
function filtersOnly(search: SearchText): string {
  const next = new URLSearchParams();
  for (const [key, value] of new URLSearchParams(search.toString())) {
    if (!LIST_PARAMS.includes(key) && !DETAIL_PARAMS.includes(key)) next.append(key, value);
  }
  const text = next.toString();
  return text ? `?${text}` : "";
}

/** An author's page, with the filters the list was read with. */
export function authorHref(authorId: string, search: SearchText): string {
  return `${AUTHORS_PATH}${encodeURIComponent(authorId)}/${filtersOnly(search)}`;
}

/** The list, with the filters an author's page was read with. */
export function authorsHref(search: SearchText): string {
  return `${AUTHORS_PATH}${filtersOnly(search)}`;
}

/** The author id of a path segment, or null when it cannot be one (the server checks the rest). */
export function authorIdFromSegment(segment: string): string | null {
  let id: string;
  try {
    id = decodeURIComponent(segment);
  } catch {
    return null;
  }
  return id.length > 0 && id.length <= 200 && !/[\s/?#]/.test(id) ? id : null;
}
