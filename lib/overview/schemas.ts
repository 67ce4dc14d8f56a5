import * as z from "@/lib/zod-mini";
import {
  dateRangeShape,
  projectIdSchema,
  propertyIdSchema,
  startNotAfterEnd,
} from "@/lib/data-api/schemas/common";

// The bodies of the overview's analysis routes under /api/data/overview/, shared with its hooks.

/** The most items one analysis answer holds: the overview shows a handful. */
export const OVERVIEW_MAX_ITEMS = 25;

const limitSchema = (fallback: number) =>
  z._default(z.int().check(z.minimum(1), z.maximum(OVERVIEW_MAX_ITEMS)), fallback);

const rangeSchema = z.object(dateRangeShape).check(startNotAfterEnd());

const analysisShape = {
  projectId: projectIdSchema,
  propertyId: propertyIdSchema,
  ...dateRangeShape,
  /** "all" includes fresh days, as the view's other widgets do; final data only by default. */
  dataState: z._default(z.enum(["final", "all"]), "final"),
};

/** POST /api/data/overview/movers/ — the winners and losers of one dimension. */
export const moversRequestSchema = z
  .object({
    ...analysisShape,
    compareWith: rangeSchema,
    dimension: z.enum(["query", "page"]),
    /** Winners and, apart, losers. */
    limit: limitSchema(5),
  })
  .check(startNotAfterEnd());

/** POST /api/data/overview/opportunities/ — the queries with the most to gain. */
export const opportunitiesRequestSchema = z
  .object({ ...analysisShape, limit: limitSchema(5) })
  .check(startNotAfterEnd());

export type MoversRequest = z.input<typeof moversRequestSchema>;
export type MoversInput = z.output<typeof moversRequestSchema>;
export type OpportunitiesRequest = z.input<typeof opportunitiesRequestSchema>;
export type OpportunitiesInput = z.output<typeof opportunitiesRequestSchema>;
