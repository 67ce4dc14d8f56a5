import * as z from "@/lib/zod-mini";
import {
  dateRangeShape,
  idSchema,
  jsonTextSchema,
  projectIdSchema,
  propertyIdSchema,
  startNotAfterEnd,
} from "@/lib/data-api/schemas/common";
import { COMPARE_MODES } from "@/lib/dates/compare";
import { ALL_IN_ONE_FILTERS, ALL_IN_ONE_SORTS } from "./view-types";

// Inputs of the All in One routes: one page of the joined pages, and their CSV.

const FILTER_IDS = ALL_IN_ONE_FILTERS.map((f) => f.id) as [string, ...string[]];

export const allInOneRequestSchema = z
  .object({
    projectId: projectIdSchema,
    /** The project's Search Console data source: the site the pages belong to. */
    propertyId: propertyIdSchema,
    ...dateRangeShape,
    compare: z._default(z.nullable(z.enum(COMPARE_MODES)), null),
    filter: z._default(z.enum(FILTER_IDS), "all"),
    table: z._default(
      z.object({
        sort: z._default(z.enum(ALL_IN_ONE_SORTS), "clicks"),
        desc: z._default(z.boolean(), true),
        search: z.optional(z.string().check(z.maxLength(200))),
        pageIndex: z._default(z.int().check(z.minimum(0), z.maximum(100_000)), 0),
        pageSize: z._default(
          z.int().check(z.minimum(1), z.maximum(100, "A page holds at most 100 pages.")),
          25,
        ),
      }),
      { sort: "clicks", desc: true, pageIndex: 0, pageSize: 25 },
    ),
  })
  .check(startNotAfterEnd());
export type AllInOneRequest = z.input<typeof allInOneRequestSchema>;
export type AllInOneInput = z.output<typeof allInOneRequestSchema>;

/** GET /api/data/all-in-one/export/?request=<the table's request as JSON> */
export const allInOneExportSchema = z.object({
  request: z.pipe(jsonTextSchema, allInOneRequestSchema),
});

/** POST /api/data/all-in-one/maps/ — a location's Maps keywords beside the same web queries. */
export const mapsVsOrganicRequestSchema = z
  .object({
    projectId: projectIdSchema,
    propertyId: propertyIdSchema,
    ...dateRangeShape,
    /** One of the project's Business Profile locations (its id in Rankwell); the first by default. */
    locationId: z.optional(idSchema("location")),
  })
  .check(startNotAfterEnd());
export type MapsVsOrganicRequest = z.input<typeof mapsVsOrganicRequestSchema>;
export type MapsVsOrganicInput = z.output<typeof mapsVsOrganicRequestSchema>;

/** GET /api/data/all-in-one/maps/export/?request=<the card's request as JSON> */
export const mapsVsOrganicExportSchema = z.object({
  request: z.pipe(jsonTextSchema, mapsVsOrganicRequestSchema),
});
