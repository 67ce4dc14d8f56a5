import * as z from "@/lib/zod-mini";
import {
  dateRangeShape,
  projectIdSchema,
  propertyIdSchema,
  startNotAfterEnd,
} from "@/lib/data-api/schemas/common";

// The body of POST /api/data/ai-insights/, shared with the view's hook.

const rangeSchema = z.object(dateRangeShape).check(startNotAfterEnd());

export const aiInsightsRequestSchema = z
  .object({
    projectId: projectIdSchema,
    propertyId: propertyIdSchema,
    ...dateRangeShape,
    /** The period the change is measured against, as GSC Insights measures it. */
    compareWith: rangeSchema,
    dataState: z._default(z.enum(["final", "all"]), "final"),
    /** The project's brand terms, which cannibalization leaves out. */
    brandTerms: z._default(
      z.array(z.string().check(z.minLength(1), z.maxLength(100))).check(z.maxLength(50)),
      [],
    ),
  })
  .check(startNotAfterEnd());

export type AiInsightsRequest = z.input<typeof aiInsightsRequestSchema>;
export type AiInsightsInput = z.output<typeof aiInsightsRequestSchema>;
