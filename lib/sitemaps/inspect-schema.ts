import * as z from "@/lib/zod-mini";
import { projectIdSchema, propertyIdSchema } from "@/lib/data-api/schemas/common";

/** The input of GET /api/sitemaps/inspect, shared with the view's query hook. */
export const sitemapInspectQuerySchema = z.object({
  projectId: projectIdSchema,
  propertyId: propertyIdSchema,
  url: z.pipe(
    z
      .string({ error: "Please give the sitemap's address." })
      .check(z.trim(), z.maxLength(2048, "The sitemap address is too long.")),
    z.url({
      protocol: /^https?$/,
      error: "Please enter the full sitemap address, starting with https:// or http://.",
    }),
  ),
});
export type SitemapInspectQuery = z.infer<typeof sitemapInspectQuerySchema>;
