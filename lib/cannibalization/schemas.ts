import * as z from "@/lib/zod-mini";
import {
  dateRangeShape,
  jsonTextSchema,
  projectIdSchema,
  propertyIdSchema,
  startNotAfterEnd,
} from "@/lib/data-api/schemas/common";
import { TABLE_DEFAULT_PAGE_SIZE, TABLE_MAX_PAGE_SIZE } from "@/lib/data-api/table-page";
import { FIRST_ISSUES_PAGE } from "./issues-page";
import { IMPRESSION_LIMITS, MAX_ISSUE_LENGTH, SHARE_LIMITS } from "./view-params";

// The bodies of POST /api/data/cannibalization/ and /issue/, and the export's query, shared with
// the view's hooks. The thresholds are the view's URL params, with the same limits.

/** What the issue list can be sorted by: the view's column ids. */
export const ISSUE_SORTS = [
  "query",
  "pages",
  "severity",
  "lostClicks",
  "impressions",
  "action",
  "primaryPage",
] as const;
export type IssueSort = (typeof ISSUE_SORTS)[number];

const wholeNumber = ({ min, max }: { min: number; max: number }) =>
  z.int().check(z.minimum(min), z.maximum(max));

export const issuesPageSchema = z.object({
  sort: z._default(z.enum(ISSUE_SORTS), "severity"),
  desc: z._default(z.boolean(), true),
  search: z.optional(z.string().check(z.maxLength(200))),
  pageIndex: z._default(z.int().check(z.minimum(0), z.maximum(100_000)), 0),
  pageSize: z._default(
    z
      .int()
      .check(
        z.minimum(1),
        z.maximum(TABLE_MAX_PAGE_SIZE, `A page holds at most ${TABLE_MAX_PAGE_SIZE} issues.`),
      ),
    TABLE_DEFAULT_PAGE_SIZE,
  ),
});
export type IssuesPageRequest = z.input<typeof issuesPageSchema>;
export type IssuesPage = z.output<typeof issuesPageSchema>;

const rangeSchema = z.object(dateRangeShape).check(startNotAfterEnd());

/** One detection: the property, the range, the thresholds and the brand terms left out. */
const detectionShape = {
  projectId: projectIdSchema,
  propertyId: propertyIdSchema,
  ...dateRangeShape,
  /** Whole percent of a query's impressions or clicks a page needs to compete. */
  minShare: wholeNumber(SHARE_LIMITS),
  minImpressions: wholeNumber(IMPRESSION_LIMITS),
  /** Queries naming these are left out; empty keeps every query. */
  brandTerms: z._default(
    z.array(z.string().check(z.minLength(1), z.maxLength(100))).check(z.maxLength(10)),
    [],
  ),
  /** "all" includes fresh days, as the view's other widgets do; final data only by default. */
  dataState: z._default(z.enum(["final", "all"]), "final"),
};

export const cannibalizationRequestSchema = z
  .object({
    ...detectionShape,
    /** The period whose summary the answer adds, for the changes. */
    compareWith: z.optional(rangeSchema),
    table: z._default(issuesPageSchema, FIRST_ISSUES_PAGE),
  })
  .check(startNotAfterEnd());

export const cannibalizationIssueRequestSchema = z
  .object({
    ...detectionShape,
    query: z.string().check(z.minLength(1), z.maxLength(MAX_ISSUE_LENGTH)),
  })
  .check(startNotAfterEnd());

export type CannibalizationRequest = z.input<typeof cannibalizationRequestSchema>;
export type CannibalizationInput = z.output<typeof cannibalizationRequestSchema>;
export type CannibalizationIssueRequest = z.input<typeof cannibalizationIssueRequestSchema>;
export type CannibalizationIssueInput = z.output<typeof cannibalizationIssueRequestSchema>;
/** What one detection depends on, and so what its cached result is kept under. */
export type DetectionInput = Omit<CannibalizationInput, "compareWith" | "table">;

/** GET /api/data/cannibalization/export/?request=<the list's request as JSON>&filename= */
export const cannibalizationExportSchema = z.object({
  request: z.pipe(jsonTextSchema, cannibalizationRequestSchema),
  filename: z._default(z.string().check(z.minLength(1), z.maxLength(200)), "cannibalization.csv"),
});
