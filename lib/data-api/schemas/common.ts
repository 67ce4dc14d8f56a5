import { isProjectUuid } from "@/lib/auth/uuid";
import * as z from "@/lib/zod-mini";

// Pieces every data route's input shares. Written with zod/mini: the query hooks load them too.

export const idSchema = (what: string) =>
  z
    .string({ error: `Please choose a ${what}.` })
    .check(z.refine(isProjectUuid, `The ${what} id must be in UUID form.`));

export const projectIdSchema = idSchema("project");
/** A data source (data_sources.id) of the project, which points at the Google property. */
export const propertyIdSchema = idSchema("property");

export const isoDateSchema = z.iso.date({ error: "Dates must be real days written YYYY-MM-DD." });

/** Both ends inclusive, start not after end. */
export const dateRangeShape = { startDate: isoDateSchema, endDate: isoDateSchema };

export const startNotAfterEnd = <T extends { startDate: string; endDate: string }>() =>
  z.refine<T>((r) => r.startDate <= r.endDate, {
    message: "The start date must not be after the end date.",
    path: ["endDate"],
  });

export const propertyRefSchema = z.object({
  projectId: projectIdSchema,
  propertyId: propertyIdSchema,
});
export type PropertyRef = z.infer<typeof propertyRefSchema>;

/** A request carried as JSON in one query parameter (an export link), capped at 16 KB. */
export const jsonTextSchema = z.pipe(
  z.string().check(z.maxLength(16 * 1024)),
  z.transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.issues.push({ code: "custom", message: "The request must be JSON.", input: text });
      return z.NEVER;
    }
  }),
);
