import * as z from "@/lib/zod-mini";
import { jsonTextSchema, projectIdSchema, propertyIdSchema } from "@/lib/data-api/schemas/common";
import { COVERAGE_SORTS, COVERAGE_STATES } from "./types";

// Inputs of the Coverage & Issues routes: the report with one page of URLs, and its CSV.

export const COVERAGE_PAGE_SIZES = [25, 50, 100] as const;

export const coverageRequestSchema = z.object({
  projectId: projectIdSchema,
  propertyId: propertyIdSchema,
  state: z.optional(z.enum(COVERAGE_STATES as [string, ...string[]])),
  issue: z.optional(z.string().check(z.regex(/^[a-z][a-z0-9_]{1,62}$/, "Unknown issue."))),
  table: z._default(
    z.object({
      sort: z._default(z.enum(COVERAGE_SORTS), "clicks"),
      desc: z._default(z.boolean(), true),
      search: z.optional(z.string().check(z.maxLength(200))),
      pageIndex: z._default(z.int().check(z.minimum(0), z.maximum(100_000)), 0),
      pageSize: z._default(
        z.int().check(z.minimum(1), z.maximum(100, "A page holds at most 100 URLs.")),
        25,
      ),
    }),
    { sort: "clicks", desc: true, pageIndex: 0, pageSize: 25 },
  ),
});
export type CoverageRequest = z.input<typeof coverageRequestSchema>;
export type CoverageRequestInput = z.output<typeof coverageRequestSchema>;

/** GET /api/data/coverage/export/?request=<the table's request as JSON>&filename= */
export const coverageExportSchema = z.object({
  request: z.pipe(jsonTextSchema, coverageRequestSchema),
  filename: z._default(
    z
      .string()
      .check(z.regex(/^[\w.-]{1,120}$/, "The file name may use letters, digits, dots and dashes.")),
    "coverage.csv",
  ),
});
