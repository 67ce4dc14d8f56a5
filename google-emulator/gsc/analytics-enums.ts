// The enums of searchanalytics.query, accepted in any of Google's spellings: `byPage`,
// `BY_PAGE`, `bypage` (docs and discovery disagree on casing; Google takes both).
import { SEARCH_TYPES, type SearchType } from "../world/search-categories";
import { DIMENSIONS, type Dimension } from "../world/search-rows";

const squash = (value: string) => value.replace(/_/g, "").toLowerCase();

function enumOf<T extends string>(values: readonly T[]) {
  const byKey = new Map(values.map((v) => [squash(v), v]));
  return (value: unknown): T | undefined =>
    typeof value === "string" ? byKey.get(squash(value)) : undefined;
}

export const OPERATORS = [
  "equals",
  "notEquals",
  "contains",
  "notContains",
  "includingRegex",
  "excludingRegex",
] as const;
export type Operator = (typeof OPERATORS)[number];

export const AGGREGATIONS = ["auto", "byPage", "byProperty", "byNewsShowcasePanel"] as const;
export type Aggregation = (typeof AGGREGATIONS)[number];

export const parseDimension = enumOf<Dimension | "hour">([...DIMENSIONS, "hour"]);
export const parseType = enumOf<SearchType>(SEARCH_TYPES);
export const parseOperator = enumOf<Operator>(OPERATORS);
export const parseAggregation = enumOf<Aggregation>(AGGREGATIONS);
export const parseDataState = enumOf(["final", "all", "hourly_all"] as const);
export const parseGroupType = enumOf(["and"] as const);
