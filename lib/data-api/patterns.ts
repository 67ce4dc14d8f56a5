import "server-only";
import { ApiError } from "@/lib/api/errors";
import { re2Problem } from "@/lib/security/re2";
import type { Ga4FilterExpression, Ga4ReportSubset } from "./schemas/ga4";
import type { SearchConsoleDataInput } from "./schemas/search-console";

// Google compiles filter patterns with RE2 and refuses the others with 400 INVALID_ARGUMENT;
// checking here answers that 400 before any call, in words the user can act on.

const invalid = (where: string, problem: string) =>
  new ApiError(400, "invalid_input", `${where}: ${problem}`);

/** Every FULL_REGEXP / PARTIAL_REGEXP value of a GA4 filter expression compiles with RE2. */
export function assertGa4Patterns(expression: Ga4FilterExpression | undefined, where: string) {
  if (!expression) return;
  const { stringFilter } = expression.filter ?? {};
  const isRegex =
    stringFilter?.matchType === "FULL_REGEXP" || stringFilter?.matchType === "PARTIAL_REGEXP";
  const problem = isRegex ? re2Problem(stringFilter.value) : null;
  if (problem) throw invalid(where, problem);
  for (const child of [
    ...(expression.andGroup?.expressions ?? []),
    ...(expression.orGroup?.expressions ?? []),
    ...(expression.notExpression ? [expression.notExpression] : []),
  ])
    assertGa4Patterns(child, where);
}

/** Every pattern of a GA4 report's dimension and metric filters compiles with RE2. */
export function assertGa4RequestPatterns(
  request: Pick<Ga4ReportSubset, "dimensionFilter" | "metricFilter">,
  where = "request",
) {
  assertGa4Patterns(request.dimensionFilter, `${where}.dimensionFilter`);
  assertGa4Patterns(request.metricFilter, `${where}.metricFilter`);
}

/** Every includingRegex / excludingRegex expression of Search Console filters compiles with RE2. */
export function assertSearchConsolePatterns(filters: SearchConsoleDataInput["filters"]) {
  for (const [i, filter] of (filters ?? []).entries()) {
    if (filter.operator !== "includingRegex" && filter.operator !== "excludingRegex") continue;
    const problem = re2Problem(filter.expression);
    if (problem) throw invalid(`filters.${i}.expression`, problem);
  }
}
