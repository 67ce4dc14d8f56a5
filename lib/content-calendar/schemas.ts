import * as z from "@/lib/zod-mini";
import { isoDateSchema, projectIdSchema } from "@/lib/data-api/schemas/common";
import { CALENDAR_LIMITS } from "./types";

const DAY_MS = 86_400_000;
const spanDays = (start: string, end: string) =>
  (Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY_MS + 1;

/** GET /api/content/items/range/ — a project and a range of days of at most two months. */
export const calendarRangeSchema = z
  .object({ projectId: projectIdSchema, start: isoDateSchema, end: isoDateSchema })
  .check(
    z.refine((range) => range.start <= range.end, {
      message: "The start date must not be after the end date.",
      path: ["end"],
    }),
    z.refine(
      (range) =>
        range.start > range.end || spanDays(range.start, range.end) <= CALENDAR_LIMITS.rangeDays,
      {
        message: `A calendar range covers at most ${CALENDAR_LIMITS.rangeDays} days.`,
        path: ["end"],
      },
    ),
  );
export type CalendarRangeQuery = z.output<typeof calendarRangeSchema>;
