import * as z from "@/lib/zod-mini";
import {
  GSC_DIMENSIONS,
  GSC_FILTER_DIMENSIONS,
  GSC_FILTER_OPERATORS,
  GSC_SEARCH_TYPES,
} from "@/lib/google/search-console-enums";
import {
  dateRangeShape,
  jsonTextSchema,
  projectIdSchema,
  propertyIdSchema,
  startNotAfterEnd,
} from "./common";
import {
  SEARCH_CONSOLE_SORTS,
  TABLE_DEFAULT_PAGE_SIZE,
  TABLE_MAX_PAGE_SIZE,
} from "@/lib/data-api/table-page";

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
/**
 * Without a rowLimit, every row is read: by paging up to this many, Google's cap per day and
 * search type, and a range whose answer reaches it again in halves, then day slices.
 */
export const SEARCH_CONSOLE_MAX_ROWS = 50_000;

const filterSchema = z.object({
  dimension: z.enum(SEARCH_CONSOLE_FILTER_DIMENSIONS, {
    error: "Filters can use query, page, country, device or searchAppearance.",
  }),
  operator: z._default(z.enum(SEARCH_CONSOLE_OPERATORS), "equals"),
  expression: z.string().check(z.minLength(1, "A filter needs an expression."), z.maxLength(4096)),
});

const MAX_SEARCH_LENGTH = 200;

export const tablePageSchema = z.object({
  sort: z._default(z.enum(SEARCH_CONSOLE_SORTS), "clicks"),
  desc: z._default(z.boolean(), true),
  search: z.optional(z.string().check(z.maxLength(MAX_SEARCH_LENGTH))),
  pageIndex: z._default(z.int().check(z.minimum(0), z.maximum(100_000)), 0),
  pageSize: z._default(
    z
      .int()
      .check(
        z.minimum(1),
        z.maximum(TABLE_MAX_PAGE_SIZE, `A page holds at most ${TABLE_MAX_PAGE_SIZE} rows.`),
      ),
    TABLE_DEFAULT_PAGE_SIZE,
  ),
});
export type TablePageRequest = z.input<typeof tablePageSchema>;

const comparisonSchema = z.object(dateRangeShape).check(startNotAfterEnd());

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
    /** The period each row and the totals are compared with. */
    compareWith: z.optional(comparisonSchema),
    /** The page of rows to answer, sorted and searched on the server. */
    table: z.optional(tablePageSchema),
    /** Brand terms: the answer adds the branded and non-branded totals over every query row. */
    brandSplit: z.optional(
      z.array(z.string().check(z.minLength(1), z.maxLength(100))).check(z.maxLength(10)),
    ),
  })
  .check(startNotAfterEnd());

export type SearchConsoleDataRequest = z.input<typeof searchConsoleDataRequestSchema>;
export type SearchConsoleDataInput = z.output<typeof searchConsoleDataRequestSchema>;

/** GET /api/data/search-console/export/?request=<the table's request as JSON>&filename= */
export const searchConsoleExportSchema = z.object({
  request: z.pipe(jsonTextSchema, searchConsoleDataRequestSchema),
  filename: z._default(
    z
      .string()
      .check(z.regex(/^[\w.-]{1,120}$/, "The file name may use letters, digits, dots and dashes.")),
    "search-console.csv",
  ),
});
