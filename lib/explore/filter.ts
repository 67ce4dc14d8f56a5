import { nestsAtMost } from "@/lib/data-api/schemas/ga4";
import * as z from "@/lib/zod-mini";
import { regexProblem } from "./regex";

// An exploration's filters: conditions on one field each, in and/or groups and negations. The
// dimension filter and the metric filter have this one shape; to-request.ts writes it as GA4's
// FilterExpression.

export const EXPLORE_MAX_FILTER_DEPTH = 5;
export const EXPLORE_MAX_GROUP_ITEMS = 20;

export const STRING_MATCHES = [
  "EXACT",
  "BEGINS_WITH",
  "ENDS_WITH",
  "CONTAINS",
  "FULL_REGEXP",
  "PARTIAL_REGEXP",
] as const;
export const NUMERIC_OPS = [
  "EQUAL",
  "LESS_THAN",
  "LESS_THAN_OR_EQUAL",
  "GREATER_THAN",
  "GREATER_THAN_OR_EQUAL",
] as const;

export type StringMatch = (typeof STRING_MATCHES)[number];
export type NumericOp = (typeof NUMERIC_OPS)[number];

export type ExploreFilter =
  | { kind: "and" | "or"; items: ExploreFilter[] }
  | { kind: "not"; item: ExploreFilter }
  | { kind: "string"; field: string; match: StringMatch; value: string; caseSensitive?: boolean }
  | { kind: "inList"; field: string; values: string[]; caseSensitive?: boolean }
  | { kind: "numeric"; field: string; op: NumericOp; value: number }
  | { kind: "between"; field: string; from: number; to: number }
  | { kind: "empty"; field: string };

export type ExploreLeaf = Extract<ExploreFilter, { field: string }>;

export const fieldName = z
  .string({ error: "Choose a field." })
  .check(
    z.regex(
      /^[A-Za-z][\w:]{0,199}$/,
      "A field is a GA4 API name, such as sessionSource or customEvent:author.",
    ),
  );
const finite = z.number({ error: "Enter a number." });
const text = z
  .string({ error: "Enter a value." })
  .check(z.maxLength(1000, "A value has at most 1,000 characters."));

const stringLeaf = z
  .object({
    kind: z.literal("string"),
    field: fieldName,
    match: z.enum(STRING_MATCHES, { error: "Unknown way to match text." }),
    value: text,
    caseSensitive: z.optional(z.boolean()),
  })
  .check(
    z.superRefine((f, ctx) => {
      if (f.match !== "FULL_REGEXP" && f.match !== "PARTIAL_REGEXP") return;
      const problem = regexProblem(f.value);
      if (problem) ctx.addIssue({ code: "custom", path: ["value"], message: problem });
    }),
  );

const inListLeaf = z.object({
  kind: z.literal("inList"),
  field: fieldName,
  values: z.array(text).check(
    z.minLength(1, "A list filter needs at least one value."),
    z.maxLength(200, "A list filter takes at most 200 values."),
    z.refine((v) => new Set(v).size === v.length, "A list filter names each value once."),
  ),
  caseSensitive: z.optional(z.boolean()),
});

const numericLeaf = z.object({
  kind: z.literal("numeric"),
  field: fieldName,
  op: z.enum(NUMERIC_OPS, { error: "Unknown comparison." }),
  value: finite,
});

const betweenLeaf = z
  .object({ kind: z.literal("between"), field: fieldName, from: finite, to: finite })
  .check(
    z.refine((f) => f.from <= f.to, {
      message: "The first number of a range must not be above the second.",
      path: ["to"],
    }),
  );

const emptyLeaf = z.object({ kind: z.literal("empty"), field: fieldName });

const groupFilter = z.object({
  kind: z.enum(["and", "or"]),
  get items() {
    return z
      .array(exploreFilterSchema)
      .check(
        z.minLength(1, "An and/or group needs at least one condition."),
        z.maxLength(
          EXPLORE_MAX_GROUP_ITEMS,
          `An and/or group takes at most ${EXPLORE_MAX_GROUP_ITEMS} conditions.`,
        ),
      );
  },
});

const notFilter = z.object({
  kind: z.literal("not"),
  get item(): z.ZodMiniType<ExploreFilter> {
    return exploreFilterSchema;
  },
});

export const exploreFilterSchema: z.ZodMiniType<ExploreFilter> = z.discriminatedUnion(
  "kind",
  [groupFilter, notFilter, stringLeaf, inListLeaf, numericLeaf, betweenLeaf, emptyLeaf],
  { error: "Unknown kind of filter." },
);

/** How many levels a filter has: a lone condition is 1, an and-group of conditions 2. */
export function filterDepth(filter: ExploreFilter): number {
  if (filter.kind === "and" || filter.kind === "or")
    return 1 + Math.max(0, ...filter.items.map(filterDepth));
  return filter.kind === "not" ? 1 + filterDepth(filter.item) : 1;
}

/** Every condition of a filter, with its path inside the filter. */
export function filterLeaves(
  filter: ExploreFilter,
): { leaf: ExploreLeaf; path: (string | number)[] }[] {
  const out: { leaf: ExploreLeaf; path: (string | number)[] }[] = [];
  const stack: { node: ExploreFilter; path: (string | number)[] }[] = [{ node: filter, path: [] }];
  while (stack.length > 0) {
    const { node, path } = stack.pop()!;
    if ("items" in node)
      node.items.forEach((item, i) => stack.push({ node: item, path: [...path, "items", i] }));
    else if ("item" in node) stack.push({ node: node.item, path: [...path, "item"] });
    else out.push({ leaf: node, path });
  }
  return out.reverse();
}

const TOO_DEEP = `Filters nest at most ${EXPLORE_MAX_FILTER_DEPTH} levels deep.`;

// The raw shape is measured before the recursive parse, so a link nested thousands deep is refused
// without overflowing the stack. A level is two JSON levels (group → items → condition), and a
// condition's list one more.
export const filterField = z.pipe(
  z.unknown().check(z.refine((raw) => nestsAtMost(raw, 2 * EXPLORE_MAX_FILTER_DEPTH), TOO_DEEP)),
  exploreFilterSchema.check(z.refine((f) => filterDepth(f) <= EXPLORE_MAX_FILTER_DEPTH, TOO_DEEP)),
);
