import * as z from "@/lib/zod-mini";
import { projectIdSchema, propertyIdSchema } from "@/lib/data-api/schemas/common";
import { MAX_BATCH_URLS, MAX_LIST_TEXT, MAX_TOP_PAGES } from "./limits";

// Inputs of the URL Inspection routes: the history of one URL, and bulk inspections.

const pageUrl = z.pipe(
  z.string().check(z.trim(), z.maxLength(2048, "The page address is too long.")),
  z.url({
    protocol: /^https?$/,
    error: "Please enter the full page address, starting with https:// or http://.",
  }),
);

export const inspectionHistoryQuerySchema = z.object({
  projectId: projectIdSchema,
  propertyId: propertyIdSchema,
  url: pageUrl,
});

export const batchesQuerySchema = z.object({
  projectId: projectIdSchema,
  propertyId: propertyIdSchema,
});

const ref = { projectId: projectIdSchema, propertyId: propertyIdSchema };
const issueKey = z.string().check(z.regex(/^[a-z][a-z0-9_]{1,62}$/, "Unknown issue."));

export const createBatchSchema = z.discriminatedUnion("source", [
  z.object({
    ...ref,
    source: z.literal("list"),
    /** URLs one per line (commas and spaces also separate them). */
    urls: z
      .string()
      .check(
        z.minLength(1, "Paste at least one URL."),
        z.maxLength(MAX_LIST_TEXT, `Paste at most ${MAX_BATCH_URLS.toLocaleString("en-US")} URLs.`),
      ),
  }),
  z.object({
    ...ref,
    source: z.literal("sitemap"),
    sitemap: pageUrl,
  }),
  z.object({
    ...ref,
    source: z.literal("top_pages"),
    count: z
      .int("Choose how many pages to inspect.")
      .check(
        z.minimum(1, "Choose at least one page."),
        z.maximum(MAX_TOP_PAGES, `Choose at most ${MAX_TOP_PAGES.toLocaleString("en-US")} pages.`),
      ),
  }),
  z.object({ ...ref, source: z.literal("issue"), issue: issueKey }),
  z.object({ ...ref, source: z.literal("validate"), issue: issueKey }),
  z.object({ ...ref, source: z.literal("priority") }),
]);
export type CreateBatchInput = z.output<typeof createBatchSchema>;
