import { z } from "zod";
import { isProjectUuid } from "@/lib/auth/uuid";

// Shared by the route handlers and the forms, so the browser and the server reject the same input.
export const PROJECT_NAME_MAX = 100;
export const PROPERTY_URI_MAX = 2048;

export const DATA_SOURCE_TYPES = ["gsc", "ga4", "gmb"] as const;
export type DataSourceType = (typeof DATA_SOURCE_TYPES)[number];

export const DATA_SOURCE_LABELS: Record<DataSourceType, string> = {
  gsc: "Search Console",
  ga4: "Google Analytics 4",
  gmb: "Business Profile",
};

export const projectNameSchema = z
  .string({ error: "Please enter a project name." })
  .trim()
  .min(1, "Please enter a project name.")
  .max(PROJECT_NAME_MAX, `Project names can be at most ${PROJECT_NAME_MAX} characters.`);

export const projectInputSchema = z.object({ name: projectNameSchema });
export type ProjectInput = z.infer<typeof projectInputSchema>;

/** Ids of projects and data sources: UUID versions 1 to 5, as spec §5 asks of project ids. */
export const recordIdSchema = z.string().refine(isProjectUuid, "Expected an id in UUID form.");

export const dataSourceInputSchema = z.object({
  type: z.enum(DATA_SOURCE_TYPES, { error: "The type must be gsc, ga4 or gmb." }),
  property_uri: z
    .string({ error: "Please choose a property." })
    .trim()
    .min(1, "Please choose a property.")
    .max(PROPERTY_URI_MAX, "The property URI is too long."),
});
export type DataSourceInput = z.infer<typeof dataSourceInputSchema>;

/** "all" and an empty id mean "no project": the data-source list is empty without a query. */
export function isNoProject(projectId: string): boolean {
  const id = projectId.trim();
  return id === "" || id === "all";
}
