// dimensionFilterGroups as predicates per dimension. Regular expressions are RE2, as Google's:
// compiled with a JavaScript port of RE2, so lookarounds and backreferences fail as they do there.
import { RE2JS } from "re2js";
import type { Dimension } from "../world/search-rows";
import type { Operator } from "./analytics-enums";

type Predicate = (value: string) => boolean;
export type FilterDimension = Exclude<Dimension, "date">;

/** Query and page compare as written; countries, devices and appearances in any case. */
const CASELESS: readonly FilterDimension[] = ["country", "device", "searchAppearance"];

export function predicate(
  dimension: FilterDimension,
  operator: Operator,
  expression: string,
): Predicate | { error: string } {
  const caseless = CASELESS.includes(dimension);
  const fold = (v: string) => (caseless ? v.toLowerCase() : v);
  const wanted = fold(expression);
  const lower = expression.toLowerCase();
  switch (operator) {
    case "equals":
      return (v) => fold(v) === wanted;
    case "notEquals":
      return (v) => fold(v) !== wanted;
    case "contains":
      return (v) => v.toLowerCase().includes(lower);
    case "notContains":
      return (v) => !v.toLowerCase().includes(lower);
    case "includingRegex":
    case "excludingRegex": {
      let regex: RE2JS;
      try {
        regex = RE2JS.compile(expression);
      } catch (error) {
        const detail = error instanceof Error ? error.message : "invalid pattern";
        return { error: `Invalid regular expression '${expression}': ${detail}.` };
      }
      return operator === "includingRegex" ? (v) => regex.test(v) : (v) => !regex.test(v);
    }
  }
}

/** All predicates on one dimension must hold (groups and filters are ANDed). */
export function allOf(predicates: Predicate[]): Predicate | undefined {
  if (predicates.length === 0) return undefined;
  if (predicates.length === 1) return predicates[0];
  return (value) => predicates.every((p) => p(value));
}
