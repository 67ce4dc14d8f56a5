// FilterExpression → a predicate over a row's values. Dimension filters read strings, metric
// filters read numbers; a field of the wrong kind or a regex RE2 would refuse is a 400.
import { compileRe2, type Re2, Re2SyntaxError } from "@/lib/security/re2";
import type { FieldFilter, FilterExpression, NumericValue } from "./request-schema";

export type FieldValue = string | number;
export type Predicate = (get: (field: string) => FieldValue) => boolean;

export class FilterError extends Error {}

const numberOf = (v: NumericValue) => Number(v.int64Value ?? v.doubleValue ?? 0);

/** An RE2 pattern, compiled by RE2 as Google does: what RE2 refuses (lookarounds, backreferences) is a 400. */
export function re2(pattern: string, caseInsensitive: boolean): Re2 {
  try {
    return compileRe2(pattern, { caseInsensitive });
  } catch (error) {
    if (error instanceof Re2SyntaxError) throw new FilterError(error.message);
    throw error;
  }
}

function stringTest(f: NonNullable<FieldFilter["stringFilter"]>): (value: string) => boolean {
  const sensitive = f.caseSensitive ?? false;
  const fold = (s: string) => (sensitive ? s : s.toLowerCase());
  const wanted = fold(f.value ?? "");
  switch (f.matchType ?? "EXACT") {
    case "EXACT":
      return (v) => fold(v) === wanted;
    case "BEGINS_WITH":
      return (v) => fold(v).startsWith(wanted);
    case "ENDS_WITH":
      return (v) => fold(v).endsWith(wanted);
    case "CONTAINS":
      return (v) => fold(v).includes(wanted);
    case "FULL_REGEXP":
    case "PARTIAL_REGEXP": {
      const regex = re2(f.value ?? "", !sensitive);
      return f.matchType === "FULL_REGEXP" ? (v) => regex.matches(v) : (v) => regex.test(v);
    }
  }
}

function numericTest(f: FieldFilter): ((value: number) => boolean) | null {
  if (f.numericFilter) {
    const target = numberOf(f.numericFilter.value);
    switch (f.numericFilter.operation) {
      case "EQUAL":
        return (v) => v === target;
      case "LESS_THAN":
        return (v) => v < target;
      case "LESS_THAN_OR_EQUAL":
        return (v) => v <= target;
      case "GREATER_THAN":
        return (v) => v > target;
      case "GREATER_THAN_OR_EQUAL":
        return (v) => v >= target;
    }
  }
  if (f.betweenFilter) {
    const [from, to] = [numberOf(f.betweenFilter.fromValue), numberOf(f.betweenFilter.toValue)];
    return (v) => v >= from && v <= to;
  }
  return null;
}

function fieldTest(f: FieldFilter, kind: "dimension" | "metric"): (value: FieldValue) => boolean {
  const numeric = numericTest(f);
  if (numeric) return (v) => numeric(typeof v === "number" ? v : Number(v));
  if (kind === "metric") {
    throw new FilterError(
      `Metric filter on ${f.fieldName} must use a numericFilter or betweenFilter.`,
    );
  }
  if (f.stringFilter) {
    const test = stringTest(f.stringFilter);
    return (v) => test(String(v));
  }
  if (f.inListFilter) {
    const sensitive = f.inListFilter.caseSensitive ?? false;
    const set = new Set(
      (f.inListFilter.values ?? []).map((s) => (sensitive ? s : s.toLowerCase())),
    );
    return (v) => set.has(sensitive ? String(v) : String(v).toLowerCase());
  }
  if (f.emptyFilter) return (v) => v === "" || v === "(not set)";
  throw new FilterError(`Filter on ${f.fieldName} names no condition.`);
}

/**
 * Compiles `expression`; `check` validates each field name (and throws a FilterError for a field
 * of the wrong kind). Returns the predicate and the fields it reads.
 */
export function compileFilter(
  expression: FilterExpression,
  kind: "dimension" | "metric",
  check: (field: string) => void,
): { test: Predicate; fields: Set<string> } {
  const fields = new Set<string>();
  const build = (e: FilterExpression): Predicate => {
    const parts = [e.andGroup, e.orGroup, e.notExpression, e.filter].filter(Boolean).length;
    if (parts !== 1)
      throw new FilterError(
        "A FilterExpression must set exactly one of andGroup, orGroup, notExpression and filter.",
      );
    if (e.filter) {
      const field = e.filter.fieldName;
      check(field);
      fields.add(field);
      const test = fieldTest(e.filter, kind);
      return (get) => test(get(field));
    }
    if (e.notExpression) {
      const inner = build(e.notExpression);
      return (get) => !inner(get);
    }
    const group = (e.andGroup ?? e.orGroup)!.expressions ?? [];
    const inner = group.map(build);
    return e.andGroup ? (get) => inner.every((p) => p(get)) : (get) => inner.some((p) => p(get));
  };
  return { test: build(expression), fields };
}
