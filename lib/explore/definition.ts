import * as z from "@/lib/zod-mini";
import { fieldName, filterField, filterLeaves, type ExploreFilter } from "./filter";
import {
  EXPLORE_DEFAULT_LIMIT,
  EXPLORE_MAX_DIMENSIONS,
  EXPLORE_MAX_LIMIT,
  EXPLORE_MAX_METRICS,
  EXPLORE_MAX_ORDER_BYS,
} from "./limits";

export * from "./limits";

export {
  EXPLORE_MAX_FILTER_DEPTH,
  exploreFilterSchema,
  filterDepth,
  filterLeaves,
  NUMERIC_OPS,
  STRING_MATCHES,
  type ExploreFilter,
  type ExploreLeaf,
  type NumericOp,
  type StringMatch,
} from "./filter";

// What a GA4 exploration is: the fields, filters, order, limit and periods a person chose. Saved
// per project, carried whole in the ?e= link, and turned into runReport requests by to-request.ts.
// Written with zod/mini, as the browser validates it too. Whether a field is a dimension or a
// metric needs the property's metadata: fields.ts checks that.

const GA4_DATE = /^(\d{4}-\d{2}-\d{2}|\d{1,4}daysAgo|yesterday|today)$/;

function isRealDay(date: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return true;
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(date);
}

const ga4Date = z
  .string({ error: "Choose a date." })
  .check(
    z.regex(GA4_DATE, "A date is YYYY-MM-DD, NdaysAgo, yesterday or today."),
    z.refine(isRealDay, "That day does not exist."),
  );

/** Days before today, for the relative forms; null for a calendar day. */
function daysAgo(date: string): number | null {
  if (date === "today") return 0;
  if (date === "yesterday") return 1;
  const match = /^(\d+)daysAgo$/.exec(date);
  return match ? Number(match[1]) : null;
}

/** Whether the start is not after the end, where that can be known without knowing today. */
function inOrder({ startDate, endDate }: { startDate: string; endDate: string }): boolean {
  const [start, end] = [daysAgo(startDate), daysAgo(endDate)];
  if (start !== null && end !== null) return start >= end;
  if (start === null && end === null) return startDate <= endDate;
  return true;
}

const dateRange = z.object({ startDate: ga4Date, endDate: ga4Date }).check(
  z.refine(inOrder, {
    message: "The start date must not be after the end date.",
    path: ["endDate"],
  }),
);

const orderBy = z.object({ field: fieldName, desc: z._default(z.boolean(), false) });

type Issue = { path: (string | number)[]; message: string };

function crossIssues(def: {
  dimensions: string[];
  metrics: string[];
  orderBys: { field: string }[];
  dimensionFilter?: ExploreFilter;
  metricFilter?: ExploreFilter;
}): Issue[] {
  const issues: Issue[] = [];
  const twice = (list: string[], key: string, what: string) =>
    list.forEach((name, i) => {
      if (list.indexOf(name) !== i) issues.push({ path: [key, i], message: `‘${name}’ ${what}` });
    });
  twice(def.dimensions, "dimensions", "is chosen twice as a dimension.");
  twice(def.metrics, "metrics", "is chosen twice as a metric.");
  def.metrics.forEach((name, i) => {
    if (def.dimensions.includes(name))
      issues.push({
        path: ["metrics", i],
        message: `‘${name}’ is chosen as both a dimension and a metric.`,
      });
  });
  const chosen = new Set([...def.dimensions, ...def.metrics]);
  def.orderBys.forEach(({ field }, i) => {
    if (!chosen.has(field))
      issues.push({
        path: ["orderBys", i, "field"],
        message: `To sort by ‘${field}’, choose it as a dimension or metric first.`,
      });
  });
  twice(
    def.orderBys.map((o) => o.field),
    "orderBys",
    "is sorted on twice.",
  );
  for (const { leaf, path } of def.dimensionFilter ? filterLeaves(def.dimensionFilter) : []) {
    if (def.metrics.includes(leaf.field))
      issues.push({
        path: ["dimensionFilter", ...path, "field"],
        message: `‘${leaf.field}’ is a metric; the dimension filter takes dimensions.`,
      });
  }
  for (const { leaf, path } of def.metricFilter ? filterLeaves(def.metricFilter) : []) {
    if (def.dimensions.includes(leaf.field))
      issues.push({
        path: ["metricFilter", ...path, "field"],
        message: `‘${leaf.field}’ is a dimension; the metric filter takes metrics.`,
      });
    else if (leaf.kind === "string" || leaf.kind === "inList")
      issues.push({
        path: ["metricFilter", ...path],
        message: "The metric filter compares numbers: use a number, range or empty condition.",
      });
  }
  return issues;
}

export const explorationDefinitionSchema = z
  .object({
    name: z.optional(z.string().check(z.maxLength(120, "A name has at most 120 characters."))),
    dimensions: z._default(
      z
        .array(fieldName)
        .check(
          z.maxLength(
            EXPLORE_MAX_DIMENSIONS,
            `An exploration takes at most ${EXPLORE_MAX_DIMENSIONS} dimensions.`,
          ),
        ),
      () => [],
    ),
    metrics: z
      .array(fieldName)
      .check(
        z.minLength(1, "Choose at least one metric."),
        z.maxLength(
          EXPLORE_MAX_METRICS,
          `An exploration takes at most ${EXPLORE_MAX_METRICS} metrics.`,
        ),
      ),
    dimensionFilter: z.optional(filterField),
    metricFilter: z.optional(filterField),
    orderBys: z._default(
      z
        .array(orderBy)
        .check(
          z.maxLength(
            EXPLORE_MAX_ORDER_BYS,
            `An exploration sorts by at most ${EXPLORE_MAX_ORDER_BYS} fields.`,
          ),
        ),
      () => [],
    ),
    limit: z._default(
      z
        .int({ error: "The row limit is a whole number." })
        .check(
          z.minimum(1, "The row limit is at least 1."),
          z.maximum(EXPLORE_MAX_LIMIT, "The row limit is at most 250,000 (GA4's own cap)."),
        ),
      EXPLORE_DEFAULT_LIMIT,
    ),
    range: dateRange,
    compare: z.optional(dateRange),
  })
  .check(
    // Only on a definition whose parts are valid: a refused filter may be anything.
    z.superRefine(
      (def, ctx) => {
        for (const issue of crossIssues(def)) ctx.addIssue({ code: "custom", ...issue });
      },
      { when: (payload) => payload.issues.length === 0 },
    ),
  );

export type ExplorationDefinition = z.output<typeof explorationDefinitionSchema>;
/** A definition as a link or an older save may hold it: the defaults may be left out. */
export type ExplorationInput = z.input<typeof explorationDefinitionSchema>;
