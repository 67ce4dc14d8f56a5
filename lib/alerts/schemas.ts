import "server-only";
import { z } from "zod";
import { recordIdSchema } from "@/lib/projects/schemas";
import { webhookUrlSchema } from "./deliver/webhook";
import { ALERT_DIRECTIONS, ALERT_THRESHOLD } from "./types";

// What the alert routes accept (lib/alerts/types.ts names what they answer).

export const ruleParamsSchema = z.object({ ruleId: recordIdSchema });

export const rulesQuerySchema = z.object({
  project: recordIdSchema,
});

/** A snooze ends within a month: longer is what muting is for. */
const MAX_SNOOZE_MS = 31 * 24 * 3600 * 1000;

export const rulePatchSchema = z
  .strictObject({
    threshold: z
      .number()
      .min(
        ALERT_THRESHOLD.min,
        `The sensitivity must be between ${ALERT_THRESHOLD.min} and ${ALERT_THRESHOLD.max}.`,
      )
      .max(
        ALERT_THRESHOLD.max,
        `The sensitivity must be between ${ALERT_THRESHOLD.min} and ${ALERT_THRESHOLD.max}.`,
      ),
    direction: z.enum(ALERT_DIRECTIONS),
    inApp: z.boolean(),
    email: z.boolean(),
    webhookUrl: webhookUrlSchema.nullable(),
    muted: z.boolean(),
    snoozedUntil: z.iso
      .datetime({ offset: true, message: "Choose when the snooze ends." })
      .refine((value) => {
        const until = Date.parse(value);
        return until > Date.now() && until - Date.now() <= MAX_SNOOZE_MS;
      }, "A snooze ends in the future, within a month.")
      .nullable(),
  })
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, "Nothing to change.");

export const readBodySchema = z.strictObject({
  ids: z.array(recordIdSchema).max(200, "At most 200 alerts at once.").optional(),
});
