import * as z from "@/lib/zod-mini";
import {
  dateRangeShape,
  projectIdSchema,
  propertyIdSchema,
  startNotAfterEnd,
} from "@/lib/data-api/schemas/common";
import { PAGE_SIZES } from "@/lib/data-api/table-page";
import { BREAKDOWN_METRICS, BREAKDOWNS } from "./metrics";

// The body of POST /api/data/analytics/breakdown/. The server builds the GA4 and Search Console
// requests from it: the browser names a tab, a search text and a page, never a raw filter.

const rangeSchema = z.object(dateRangeShape).check(startNotAfterEnd());

const tableSchema = z.object({
  sort: z.enum(["key", ...BREAKDOWN_METRICS.map((m) => m.id)]),
  desc: z.boolean(),
  search: z.optional(z.string().check(z.maxLength(200))),
  pageIndex: z.int().check(z.minimum(0), z.maximum(100_000)),
  // The comparison asks for the page's keys in one inListFilter: a page is at most 100 rows.
  pageSize: z
    .int()
    .check(z.minimum(1), z.maximum(PAGE_SIZES.at(-1)!, "A page holds at most 100 rows.")),
});

export const analyticsBreakdownRequestSchema = z
  .object({
    projectId: projectIdSchema,
    propertyId: propertyIdSchema,
    ...dateRangeShape,
    compareWith: rangeSchema,
    tab: z.enum(BREAKDOWNS.map((b) => b.id)),
    organic: z.boolean(),
    table: tableSchema,
  })
  .check(startNotAfterEnd());

export type AnalyticsBreakdownInput = z.output<typeof analyticsBreakdownRequestSchema>;
