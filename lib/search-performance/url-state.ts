import type { SearchParamsLike } from "@/lib/filters/filter-context";

// The Search Performance view's own URL params, beside the filter context's (project, property,
// start, end, compare): ?tab=&metrics=&grain=&type=&query=&queryOp=&page=&pageOp=&country=…

export const TABS = ["queries", "pages", "countries", "devices", "appearance", "dates"] as const;
export type Tab = (typeof TABS)[number];

export const CHART_METRICS = ["clicks", "impressions", "ctr", "position"] as const;
export type ChartMetric = (typeof CHART_METRICS)[number];

export const GRAINS = ["day", "week", "month"] as const;
export type ViewGrain = (typeof GRAINS)[number];

/** The search types a person picks; Google News stays out as the Performance report leaves it. */
export const SEARCH_TYPES = ["web", "image", "video", "news", "discover"] as const;
export type ViewSearchType = (typeof SEARCH_TYPES)[number];

/** Text match operators as the URL names them; see `requests.ts` for Google's names. */
export const TEXT_OPERATORS = [
  "contains",
  "equals",
  "notContains",
  "regex",
  "excludeRegex",
] as const;
export type TextOperator = (typeof TEXT_OPERATORS)[number];

export const OPERATOR_LABELS: Record<TextOperator, string> = {
  contains: "Contains",
  equals: "Equals",
  notContains: "Doesn't contain",
  regex: "Matches regex",
  excludeRegex: "Doesn't match regex",
};

export const DEVICES = ["desktop", "mobile", "tablet"] as const;
export type Device = (typeof DEVICES)[number];

export const BRAND_SEGMENTS = ["branded", "nonBranded"] as const;
export type BrandSegment = (typeof BRAND_SEGMENTS)[number];

export type TextFilter = { operator: TextOperator; expression: string };
export type DrillDown = { dimension: "query" | "page"; value: string };

export type ViewState = {
  tab: Tab;
  /** At least one, in CHART_METRICS order. */
  metrics: ChartMetric[];
  grain: ViewGrain;
  type: ViewSearchType;
  query?: TextFilter;
  page?: TextFilter;
  /** ISO 3166-1 alpha-3, lower case, as Search Console writes countries. */
  country?: string;
  device?: Device;
  appearance?: string;
  brand?: BrandSegment;
  /** Brand terms edited in the view; they stand in for the project's. */
  brandTerms?: string[];
  drill?: DrillDown;
};

export const DEFAULT_VIEW_STATE: ViewState = {
  tab: "queries",
  metrics: ["clicks", "impressions"],
  grain: "day",
  type: "web",
};

export const VIEW_PARAM_KEYS = [
  "tab",
  "metrics",
  "grain",
  "type",
  "query",
  "queryOp",
  "page",
  "pageOp",
  "country",
  "device",
  "appearance",
  "brand",
  "brandTerms",
  "drillQuery",
  "drillPage",
] as const;

/** Filter expressions longer than this are dropped: Google's own limit is 4,096 characters. */
export const MAX_EXPRESSION_LENGTH = 1000;
const MAX_BRAND_TERMS = 10;

// Each parameter is one string checked against a list, a pattern or a length, and anything else is
// dropped: plain predicates do that, where zod would add 21 KB gzip to the view's first load (the
// browser parses the URL as it renders). Not trimmed: a space can matter to a regex ("^how ") or an
// exact match.
const isExpression = (value: string) =>
  value.length <= MAX_EXPRESSION_LENGTH && value.trim().length > 0;
const isCountry = (value: string) => /^[a-z]{3}$/.test(value);
const isAppearance = (value: string) => /^[A-Z][A-Z0-9_]{0,63}$/.test(value);

function pick<T extends string>(
  accepts: (value: string) => value is T,
  value: string | null | undefined,
): T | undefined;
function pick(
  accepts: (value: string) => boolean,
  value: string | null | undefined,
): string | undefined;
function pick(accepts: (value: string) => boolean, value: string | null | undefined) {
  return value !== null && value !== undefined && accepts(value) ? value : undefined;
}

const oneOf =
  <T extends string>(values: readonly T[]) =>
  (value: string): value is T =>
    (values as readonly string[]).includes(value);

function textFilter(search: SearchParamsLike, key: "query" | "page"): TextFilter | undefined {
  const expression = pick(isExpression, search.get(key));
  if (!expression) return undefined;
  const operator = pick(oneOf(TEXT_OPERATORS), search.get(`${key}Op`)) ?? "contains";
  return { operator, expression };
}

function metricsOf(value: string | null): ChartMetric[] | undefined {
  if (value === null) return undefined;
  const named = new Set(value.split(","));
  const metrics = CHART_METRICS.filter((metric) => named.has(metric));
  return metrics.length > 0 ? metrics : undefined;
}

function brandTermsOf(value: string | null): string[] | undefined {
  if (value === null) return undefined;
  const terms = [...new Set(value.split(",").map((term) => term.trim().toLowerCase()))]
    .filter((term) => term.length > 0 && term.length <= 100)
    .slice(0, MAX_BRAND_TERMS);
  return terms.length > 0 ? terms : undefined;
}

function drillOf(search: SearchParamsLike): DrillDown | undefined {
  const query = pick(isExpression, search.get("drillQuery"));
  if (query) return { dimension: "query", value: query };
  const page = pick(isExpression, search.get("drillPage"));
  return page ? { dimension: "page", value: page } : undefined;
}

/** The view state a URL names; anything invalid is dropped and a missing value takes its default. */
export function parseViewState(search: SearchParamsLike): ViewState {
  const state: ViewState = {
    tab: pick(oneOf(TABS), search.get("tab")) ?? DEFAULT_VIEW_STATE.tab,
    metrics: metricsOf(search.get("metrics")) ?? DEFAULT_VIEW_STATE.metrics,
    grain: pick(oneOf(GRAINS), search.get("grain")) ?? DEFAULT_VIEW_STATE.grain,
    type: pick(oneOf(SEARCH_TYPES), search.get("type")) ?? DEFAULT_VIEW_STATE.type,
  };
  const optional: Partial<ViewState> = {
    query: textFilter(search, "query"),
    page: textFilter(search, "page"),
    country: pick(isCountry, search.get("country")?.toLowerCase()),
    device: pick(oneOf(DEVICES), search.get("device")?.toLowerCase()),
    appearance: pick(isAppearance, search.get("appearance")),
    brand: pick(oneOf(BRAND_SEGMENTS), search.get("brand")),
    brandTerms: brandTermsOf(search.get("brandTerms")),
    drill: drillOf(search),
  };
  for (const [key, value] of Object.entries(optional)) {
    if (value !== undefined) Object.assign(state, { [key]: value });
  }
  return state;
}

/** The view's params of `state`, defaults left out, in a stable order. */
export function viewStateParams(state: ViewState): [string, string][] {
  const params: [string, string][] = [];
  const add = (key: string, value: string | undefined, fallback?: string) => {
    if (value !== undefined && value !== fallback) params.push([key, value]);
  };
  add("tab", state.tab, DEFAULT_VIEW_STATE.tab);
  add("metrics", state.metrics.join(","), DEFAULT_VIEW_STATE.metrics.join(","));
  add("grain", state.grain, DEFAULT_VIEW_STATE.grain);
  add("type", state.type, DEFAULT_VIEW_STATE.type);
  for (const key of ["query", "page"] as const) {
    const filter = state[key];
    if (!filter) continue;
    add(key, filter.expression);
    add(`${key}Op`, filter.operator, "contains");
  }
  add("country", state.country);
  add("device", state.device);
  add("appearance", state.appearance);
  add("brand", state.brand);
  add("brandTerms", state.brandTerms?.join(","));
  if (state.drill)
    add(state.drill.dimension === "query" ? "drillQuery" : "drillPage", state.drill.value);
  return params;
}

/** A query string with the view's keys from `state` and every other key of `current` kept as it was. */
export function withViewState(current: URLSearchParams, state: ViewState): string {
  const next = new URLSearchParams();
  for (const [key, value] of current) {
    if (!(VIEW_PARAM_KEYS as readonly string[]).includes(key)) next.append(key, value);
  }
  for (const [key, value] of viewStateParams(state)) next.set(key, value);
  return next.toString();
}

export type ViewStatePatch = { [K in keyof ViewState]?: ViewState[K] | null };

/** `state` with `patch` applied; null removes an optional value (required ones fall back to defaults). */
export function patchViewState(state: ViewState, patch: ViewStatePatch): ViewState {
  const next: ViewState = { ...state };
  for (const [key, value] of Object.entries(patch) as [keyof ViewState, unknown][]) {
    if (value === undefined) continue;
    if (value === null) {
      if (key in DEFAULT_VIEW_STATE) Object.assign(next, { [key]: DEFAULT_VIEW_STATE[key] });
      else delete next[key];
    } else Object.assign(next, { [key]: value });
  }
  return next;
}

/** How many filters narrow the data (not the tab, chart or drill-down). */
export function activeFilterCount(state: ViewState): number {
  return [
    state.query,
    state.page,
    state.country,
    state.device,
    state.appearance,
    state.brand,
  ].filter((value) => value !== undefined).length;
}
