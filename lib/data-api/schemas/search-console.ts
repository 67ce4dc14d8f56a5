import * as z from "@/lib/zod-mini";
import {
  GSC_DIMENSIONS,
  GSC_FILTER_DIMENSIONS,
  GSC_FILTER_OPERATORS,
  GSC_SEARCH_TYPES,
} from "@/lib/google/search-console-enums";
import { dateRangeShape, projectIdSchema, propertyIdSchema, startNotAfterEnd } from "./common";

// The body of POST /api/data/search-console/ (google-apis.md §2.2), shared with the query hook.

export const SEARCH_CONSOLE_DIMENSIONS = GSC_DIMENSIONS;
export const SEARCH_CONSOLE_FILTER_DIMENSIONS = GSC_FILTER_DIMENSIONS;
export const SEARCH_CONSOLE_OPERATORS = GSC_FILTER_OPERATORS;
export const SEARCH_CONSOLE_TYPES = GSC_SEARCH_TYPES;
export const SEARCH_CONSOLE_DATA_STATES = ["final", "all", "hourly_all"] as const;
export const SEARCH_CONSOLE_AGGREGATIONS = [
  "auto",
  "byPage",
  "byProperty",
  "byNewsShowcasePanel",
] as const;

/** Google answers at most this many rows per request; more come by paging. */
export const SEARCH_CONSOLE_PAGE_ROWS = 25_000;
/** Rows fetched by paging when no rowLimit is given: Google exposes about this many per day. */
export const SEARCH_CONSOLE_MAX_ROWS = 50_000;

const filterSchema = z.object({
  dimension: z.enum(SEARCH_CONSOLE_FILTER_DIMENSIONS, {
    error: "Filters can use query, page, country, device or searchAppearance.",
  }),
  operator: z._default(z.enum(SEARCH_CONSOLE_OPERATORS), "equals"),
  expression: z.string().check(z.minLength(1, "A filter needs an expression."), z.maxLength(4096)),
});

export const searchConsoleDataRequestSchema = z
  .object({
    projectId: projectIdSchema,
    propertyId: propertyIdSchema,
    ...dateRangeShape,
    dimensions: z.array(z.enum(SEARCH_CONSOLE_DIMENSIONS)).check(
      z.maxLength(SEARCH_CONSOLE_DIMENSIONS.length),
      z.refine((d) => new Set(d).size === d.length, "Each dimension may appear only once."),
    ),
    filters: z.optional(z.array(filterSchema).check(z.maxLength(20))),
    type: z.optional(z.enum(SEARCH_CONSOLE_TYPES)),
    dataState: z.optional(z.enum(SEARCH_CONSOLE_DATA_STATES)),
    rowLimit: z.optional(z.int().check(z.minimum(1), z.maximum(SEARCH_CONSOLE_PAGE_ROWS))),
    aggregationType: z.optional(z.enum(SEARCH_CONSOLE_AGGREGATIONS)),
  })
  .check(startNotAfterEnd());

export type SearchConsoleDataRequest = z.input<typeof searchConsoleDataRequestSchema>;
export type SearchConsoleDataInput = z.output<typeof searchConsoleDataRequestSchema>;
