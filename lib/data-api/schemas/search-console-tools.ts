import * as z from "@/lib/zod-mini";
import { projectIdSchema, propertyIdSchema } from "./common";

// Inputs of the sitemap and URL Inspection routes (google-apis.md §2.3–2.4), shared with the hooks.

const httpUrl = (what: string) =>
  z.pipe(
    z.string().check(z.trim(), z.maxLength(2048, `The ${what} address is too long.`)),
    z.url({
      protocol: /^https?$/,
      error: `Please enter the full ${what} address, starting with https:// or http://.`,
    }),
  );

export const sitemapsQuerySchema = z.object({
  projectId: projectIdSchema,
  propertyId: propertyIdSchema,
  /** Lists the sitemaps this index names instead of the property's top-level ones. */
  sitemapIndex: z.optional(httpUrl("sitemap index")),
});
export type SitemapsQuery = z.infer<typeof sitemapsQuerySchema>;

export const sitemapBodySchema = z.object({
  projectId: projectIdSchema,
  propertyId: propertyIdSchema,
  feedpath: httpUrl("sitemap"),
});
export type SitemapBody = z.infer<typeof sitemapBodySchema>;

export const urlInspectionRequestSchema = z.object({
  projectId: projectIdSchema,
  propertyId: propertyIdSchema,
  url: httpUrl("page"),
});
export type UrlInspectionRequest = z.infer<typeof urlInspectionRequestSchema>;
