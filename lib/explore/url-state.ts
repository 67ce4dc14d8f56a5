import { COMPARE_MODES, comparisonRange, type CompareMode } from "@/lib/dates/compare";
import type { DateRange } from "@/lib/dates/format";
import type { SearchParamsLike } from "@/lib/filters/filter-context";
import type { ExplorationDefinition, ExploreFilter } from "./definition";
import { EXPLORE_DEFAULT_LIMIT } from "./limits";
import { encodeExploration, readExplorationLink } from "./url-codec";

// GA4 Explore's own URL params, beside the filter context's (project, property, start, end,
// compare): ?e=<the exploration>&saved=<id>&page=&size=. The dates of the exploration are the
// filter context's, so a shared link holds the whole definition: its fields, filters, order,
// limit (in `e`) and its periods (in start, end and compare). One parser for server and client.

export const EXPLORE_PATH = "/app/ga4-explore/";
export const EXPLORE_PAGE_SIZE_DEFAULT = 25;
const PAGE_SIZES = [25, 50, 100];

/** What the view explores before anyone changes it: sessions and users by channel. */
export const DEFAULT_EXPLORATION: Omit<ExplorationDefinition, "range" | "compare"> = {
  dimensions: ["sessionDefaultChannelGroup"],
  metrics: ["sessions", "totalUsers", "engagementRate", "keyEvents"],
  orderBys: [{ field: "sessions", desc: true }],
  limit: 10_000,
};

export type ExploreState = {
  /** The exploration without its periods, which the filter context holds. */
  definition: Omit<ExplorationDefinition, "range" | "compare">;
  /** Why the link's exploration could not be read; the default is shown instead. */
  problem: string | null;
  /** The saved exploration the view shows, when it was opened from the list. */
  saved: string | null;
  pageIndex: number;
  pageSize: number;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const isFilter = (value: unknown, depth = 0): boolean => {
  if (depth > 8 || value === null || typeof value !== "object") return false;
  const f = value as Record<string, unknown>;
  if (f.kind === "and" || f.kind === "or")
    return Array.isArray(f.items) && f.items.every((item) => isFilter(item, depth + 1));
  if (f.kind === "not") return isFilter(f.item, depth + 1);
  return typeof f.field === "string" && typeof f.kind === "string";
};
const strings = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((v) => typeof v === "string");

/**
 * A link's definition in the shape the view reads, with the schema's defaults filled in, or why
 * not. Only the shape is checked here, so the first load needs no schema: the server checks the
 * whole definition before it asks Google (and the page sends an unreadable link to the default).
 */
export function definitionFromLink(
  text: string,
): { ok: true; definition: ExploreState["definition"] } | { ok: false; message: string } {
  const read = readExplorationLink(text);
  if (!read.ok) return read;
  const b = read.body;
  const orderBys = b.orderBys ?? [];
  const ok =
    (b.dimensions === undefined || strings(b.dimensions)) &&
    strings(b.metrics) &&
    Array.isArray(orderBys) &&
    orderBys.every((o) => o && typeof (o as { field?: unknown }).field === "string") &&
    (b.limit === undefined || Number.isInteger(b.limit)) &&
    (b.name === undefined || typeof b.name === "string") &&
    (b.dimensionFilter === undefined || isFilter(b.dimensionFilter)) &&
    (b.metricFilter === undefined || isFilter(b.metricFilter));
  if (!ok) return { ok: false, message: "This link's exploration is not valid." };
  return {
    ok: true,
    definition: {
      ...(typeof b.name === "string" ? { name: b.name } : {}),
      dimensions: (b.dimensions as string[] | undefined) ?? [],
      metrics: b.metrics as string[],
      ...(b.dimensionFilter ? { dimensionFilter: b.dimensionFilter as ExploreFilter } : {}),
      ...(b.metricFilter ? { metricFilter: b.metricFilter as ExploreFilter } : {}),
      orderBys: (orderBys as { field: string; desc?: unknown }[]).map((o) => ({
        field: o.field,
        desc: o.desc === true,
      })),
      limit: (b.limit as number | undefined) ?? EXPLORE_DEFAULT_LIMIT,
    },
  };
}

/** The view's state from the URL; anything unreadable falls back to the default, nothing throws. */
export function parseExploreState(search: SearchParamsLike): ExploreState {
  const encoded = search.get("e");
  const decoded = encoded ? definitionFromLink(encoded) : null;
  const page = Number(search.get("page") ?? "1");
  const size = Number(search.get("size") ?? EXPLORE_PAGE_SIZE_DEFAULT);
  const saved = search.get("saved");
  return {
    definition: decoded?.ok ? decoded.definition : DEFAULT_EXPLORATION,
    problem: decoded && !decoded.ok ? decoded.message : null,
    saved: saved && UUID.test(saved) ? saved : null,
    pageIndex: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page - 1 : 0,
    pageSize: PAGE_SIZES.includes(size) ? size : EXPLORE_PAGE_SIZE_DEFAULT,
  };
}

/** The whole exploration: the view's definition over the filter context's periods. */
export function explorationOf(
  definition: ExploreState["definition"],
  range: DateRange,
  compare: DateRange | null,
): ExplorationDefinition {
  return { ...definition, range, ...(compare ? { compare } : {}) };
}

/** `search` with the exploration written into it; a changed exploration starts at its first page. */
export function withExploration(
  search: URLSearchParams,
  definition: ExplorationDefinition,
  { saved }: { saved?: string | null } = {},
): URLSearchParams {
  const next = new URLSearchParams(search);
  next.set("e", encodeExploration(definition));
  next.delete("page");
  if (saved !== undefined) {
    if (saved) next.set("saved", saved);
    else next.delete("saved");
  }
  return next;
}

/** `search` at another page of the table. */
export function withExplorePage(
  search: URLSearchParams,
  { pageIndex, pageSize }: { pageIndex: number; pageSize: number },
): URLSearchParams {
  const next = new URLSearchParams(search);
  if (pageIndex > 0) next.set("page", String(pageIndex + 1));
  else next.delete("page");
  if (pageSize !== EXPLORE_PAGE_SIZE_DEFAULT) next.set("size", String(pageSize));
  else next.delete("size");
  return next;
}

/**
 * The filter context's comparison mode that gives `compare` for `range`: "previous" or "year"
 * when it is one of those, none otherwise (a saved exploration then opens without comparison).
 */
export function compareModeOf(
  range: DateRange,
  compare: DateRange | undefined,
): CompareMode | null {
  if (!compare) return null;
  for (const mode of COMPARE_MODES) {
    const expected = comparisonRange(range, mode);
    if (expected?.startDate === compare.startDate && expected.endDate === compare.endDate)
      return mode;
  }
  return null;
}

/** The address of a saved exploration: its definition, its dates, the rest of `search` kept. */
export function savedExplorationSearch(
  search: URLSearchParams,
  saved: { id: string; definition: ExplorationDefinition },
): URLSearchParams {
  const next = withExploration(search, saved.definition, { saved: saved.id });
  const { range, compare } = saved.definition;
  if (ISO_DAY.test(range.startDate) && ISO_DAY.test(range.endDate)) {
    next.set("start", range.startDate);
    next.set("end", range.endDate);
  }
  const mode = compareModeOf(range, compare);
  if (mode) next.set("compare", mode);
  else next.delete("compare");
  next.delete("size");
  return next;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
