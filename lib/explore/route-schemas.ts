import {
  projectIdSchema,
  propertyRefSchema,
  jsonTextSchema,
  idSchema,
} from "@/lib/data-api/schemas/common";
import * as z from "@/lib/zod-mini";
import { explorationDefinitionSchema } from "./definition";

// The inputs of GA4 Explore's routes, shared with the browser's hooks.

/** A page of an exploration holds at most this many rows; the table offers 25, 50 and 100. */
export const EXPLORE_PAGE_SIZES = [25, 50, 100] as const;
export const EXPLORE_MAX_PAGE_SIZE = 100;

const fieldName = z.string().check(z.regex(/^[A-Za-z][\w:]{0,199}$/, "Not a GA4 API name."));

/** POST /api/data/ga4/explore/ — one page of an exploration. */
export const exploreRequestSchema = z.object({
  projectId: projectIdSchema,
  propertyId: idSchema("property"),
  definition: explorationDefinitionSchema,
  table: z.object({
    pageIndex: z.int().check(z.minimum(0), z.maximum(10_000)),
    pageSize: z.int().check(z.minimum(1), z.maximum(EXPLORE_MAX_PAGE_SIZE)),
  }),
});
export type ExploreRequest = z.infer<typeof exploreRequestSchema>;

/** GET /api/data/ga4/explore/export/?request=<{projectId, propertyId, definition} as JSON>. */
export const exploreExportSchema = z.object({
  request: z.pipe(
    jsonTextSchema,
    z.object({
      projectId: projectIdSchema,
      propertyId: idSchema("property"),
      definition: explorationDefinitionSchema,
    }),
  ),
});

/** GET /api/data/ga4/fields/?projectId=&propertyId= — the property's dimensions and metrics. */
export const exploreFieldsSchema = propertyRefSchema;

/** POST /api/data/ga4/compatibility/ — which fields fit the chosen ones. */
export const exploreCompatibilitySchema = z.object({
  projectId: projectIdSchema,
  propertyId: idSchema("property"),
  dimensions: z.array(fieldName).check(z.maxLength(9)),
  metrics: z.array(fieldName).check(z.maxLength(10)),
});
export type ExploreCompatibilityRequest = z.infer<typeof exploreCompatibilitySchema>;

/** GET /api/data/ga4/explorations/?projectId= */
export const explorationsListSchema = z.object({ projectId: projectIdSchema });

/** POST /api/data/ga4/explorations/ — saves a new exploration, or replaces one by id. */
export const explorationSaveSchema = z.object({
  projectId: projectIdSchema,
  propertyId: idSchema("property"),
  id: z.optional(idSchema("saved exploration")),
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, "Please give the exploration a name."),
      z.maxLength(120, "A name has at most 120 characters."),
    ),
  definition: explorationDefinitionSchema,
});
export type ExplorationSave = z.infer<typeof explorationSaveSchema>;

/** DELETE /api/data/ga4/explorations/[id]/?projectId= */
export const explorationDeleteSchema = z.object({
  projectId: projectIdSchema,
  id: idSchema("saved exploration"),
});
