import * as z from "@/lib/zod-mini";
import {
  dateRangeShape,
  jsonTextSchema,
  projectIdSchema,
  propertyIdSchema,
  startNotAfterEnd,
} from "@/lib/data-api/schemas/common";
import { TABLE_DEFAULT_PAGE_SIZE, TABLE_MAX_PAGE_SIZE } from "@/lib/data-api/table-page";
import {
  OPPORTUNITY_SORTS,
  OPPORTUNITY_SHOWS,
  OPPORTUNITY_TYPE_IDS,
  THRESHOLD_LIMITS,
} from "./limits";

// The bodies of the Opportunities routes and the export's query, shared with the view's hooks.

const bounded = ({ min, max, integer }: { min: number; max: number; integer: boolean }) =>
  (integer ? z.int() : z.number()).check(z.minimum(min), z.maximum(max));

/** The thresholds a user may change; the others keep the engine's documented defaults. */
export const thresholdsSchema = z.object({
  strikingMaxPosition: z.optional(bounded(THRESHOLD_LIMITS.strikingMaxPosition)),
  strikingMinImpressions: z.optional(bounded(THRESHOLD_LIMITS.strikingMinImpressions)),
  lowCtrRatio: z.optional(bounded(THRESHOLD_LIMITS.lowCtrRatio)),
  decayRatio: z.optional(bounded(THRESHOLD_LIMITS.decayRatio)),
  sitemapMinImpressions: z.optional(bounded(THRESHOLD_LIMITS.sitemapMinImpressions)),
});

const tableSchema = z.object({
  sort: z._default(z.enum(OPPORTUNITY_SORTS), "gain"),
  desc: z._default(z.boolean(), true),
  search: z.optional(z.string().check(z.maxLength(200))),
  pageIndex: z._default(z.int().check(z.minimum(0), z.maximum(100_000)), 0),
  pageSize: z._default(
    z.int().check(z.minimum(1), z.maximum(TABLE_MAX_PAGE_SIZE)),
    TABLE_DEFAULT_PAGE_SIZE,
  ),
});

/** POST /api/data/opportunities/ — one page of a property's opportunities with the summary. */
export const opportunityListRequestSchema = z
  .object({
    projectId: projectIdSchema,
    propertyId: propertyIdSchema,
    ...dateRangeShape,
    dataState: z._default(z.enum(["final", "all"]), "final"),
    /** The project's brand terms, which cannibalization leaves out, as the Overview does. */
    brandTerms: z._default(
      z.array(z.string().check(z.minLength(1), z.maxLength(100))).check(z.maxLength(50)),
      [],
    ),
    thresholds: z._default(thresholdsSchema, {}),
    /** Only these types; all without. */
    types: z._default(
      z.array(z.enum(OPPORTUNITY_TYPE_IDS)).check(z.maxLength(OPPORTUNITY_TYPE_IDS.length)),
      [],
    ),
    /** Open ones (not dismissed, not snoozed), the snoozed or the dismissed. */
    show: z._default(z.enum(OPPORTUNITY_SHOWS), "open"),
    table: z._default(tableSchema, {
      sort: "gain",
      desc: true,
      pageIndex: 0,
      pageSize: TABLE_DEFAULT_PAGE_SIZE,
    }),
  })
  .check(startNotAfterEnd());

export type OpportunityListRequest = z.input<typeof opportunityListRequestSchema>;
export type OpportunityListInput = z.output<typeof opportunityListRequestSchema>;

/** PUT /api/opportunities/state/ — dismiss, snooze or restore one opportunity of a project. */
export const opportunityStateRequestSchema = z.object({
  projectId: projectIdSchema,
  propertyId: propertyIdSchema,
  opportunityId: z
    .string({ error: "Name the opportunity." })
    .check(z.minLength(3), z.maxLength(2200)),
  state: z.enum(["dismissed", "snoozed", "open"], {
    error: "The state must be dismissed, snoozed or open.",
  }),
  /** How long a snooze lasts (SNOOZE_DAYS); 7 days when a snooze names none. */
  snoozeDays: z.optional(z.union([z.literal(7), z.literal(30), z.literal(90)])),
});
export type OpportunityStateRequest = z.input<typeof opportunityStateRequestSchema>;
export type OpportunityStateInput = z.output<typeof opportunityStateRequestSchema>;

/** GET /api/data/opportunities/export/?request=<the list's request as JSON>&filename= */
export const opportunityExportSchema = z.object({
  request: z.pipe(jsonTextSchema, opportunityListRequestSchema),
  filename: z._default(
    z
      .string()
      .check(z.regex(/^[\w.-]{1,120}$/, "The file name may use letters, digits, dots and dashes.")),
    "opportunities.csv",
  ),
});
