import { isProjectUuid } from "@/lib/auth/uuid";
import * as z from "@/lib/zod-mini";
import { singleLineText } from "@/lib/zod-text";
import {
  BRAND_TERM_MAX,
  BRAND_TERMS_MAX,
  DATA_SOURCE_TYPES,
  PROJECT_NAME_MAX,
  PROPERTY_URI_MAX,
} from "./limits";

// Shared by the route handlers and the forms, so the browser and the server reject the same input.
// Written with zod/mini: the settings forms load these schemas in the browser. The limits they
// enforce and the data source names are in ./limits, which the first load may import.

export const projectNameSchema = z
  .string({ error: "Please enter a project name." })
  .check(
    z.trim(),
    z.minLength(1, "Please enter a project name."),
    z.maxLength(PROJECT_NAME_MAX, `Project names can be at most ${PROJECT_NAME_MAX} characters.`),
    singleLineText("Project names cannot contain control characters such as tabs or line breaks."),
  );

/** Keeps the first spelling of each term; "GreenLeaf" and "greenleaf" are one term. */
export function uniqueTerms(terms: readonly string[]): string[] {
  const seen = new Set<string>();
  return terms.filter((term) => {
    const key = term.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const brandTermSchema = z
  .string({ error: "Each brand term must be text." })
  .check(
    z.trim(),
    z.minLength(1, "Brand terms cannot be empty."),
    z.maxLength(BRAND_TERM_MAX, `Brand terms can be at most ${BRAND_TERM_MAX} characters each.`),
    singleLineText("Brand terms cannot contain control characters such as tabs or line breaks."),
  );

/** The names people search the brand by: trimmed, without repeats in any case, at most ten. */
export const brandTermsSchema = z
  .array(brandTermSchema, { error: "Brand terms must be a list of words." })
  .check(
    z.overwrite(uniqueTerms),
    z.maxLength(BRAND_TERMS_MAX, `A project can have at most ${BRAND_TERMS_MAX} brand terms.`),
  );

export const projectInputSchema = z.object({
  name: projectNameSchema,
  brand_terms: z.optional(brandTermsSchema),
});
export type ProjectInput = z.infer<typeof projectInputSchema>;

/** A change to a project: a new name, new brand terms, or both. */
export const projectUpdateSchema = z
  .object({ name: z.optional(projectNameSchema), brand_terms: z.optional(brandTermsSchema) })
  .check(
    z.refine(
      (input) => input.name !== undefined || input.brand_terms !== undefined,
      "Send a new name or new brand terms for the project.",
    ),
  );
export type ProjectUpdate = z.infer<typeof projectUpdateSchema>;

/** Ids of projects and data sources: UUID versions 1 to 5, as spec §5 asks of project ids. */
export const recordIdSchema = z
  .string()
  .check(z.refine(isProjectUuid, "Expected an id in UUID form."));

export const dataSourceInputSchema = z.object({
  type: z.enum(DATA_SOURCE_TYPES, { error: "The type must be gsc, ga4 or gmb." }),
  property_uri: z
    .string({ error: "Please choose a property." })
    .check(
      z.trim(),
      z.minLength(1, "Please choose a property."),
      z.maxLength(PROPERTY_URI_MAX, "The property URI is too long."),
      singleLineText("The property URI cannot contain control characters."),
    ),
});
export type DataSourceInput = z.infer<typeof dataSourceInputSchema>;

/** "all" and an empty id mean "no project": the data-source list is empty without a query. */
export function isNoProject(projectId: string): boolean {
  const id = projectId.trim();
  return id === "" || id === "all";
}
