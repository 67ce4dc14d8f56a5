import "server-only";
import { z } from "zod";
import { recordIdSchema } from "@/lib/projects/schemas";
import { re2Problem } from "@/lib/security/re2";
import { webhookUrlSchema } from "./deliver/webhook";
import {
  ALERT_DIRECTIONS,
  ALERT_THRESHOLD,
  POSITION_THRESHOLD,
  TARGET_MAX_LENGTH,
  TARGETED_METRICS,
  thresholdRange,
  type AlertMetric,
  type TargetedMetric,
} from "./types";

// What the alert routes accept (lib/alerts/types.ts names what they answer).

export const ruleParamsSchema = z.object({ ruleId: recordIdSchema });

export const rulesQuerySchema = z.object({
  project: recordIdSchema,
});

/** A snooze ends within a month: longer is what muting is for. */
const MAX_SNOOZE_MS = 31 * 24 * 3600 * 1000;

/** Why `threshold` is out of the metric's range, or null. */
export function thresholdProblem(metric: AlertMetric, threshold: number): string | null {
  const { min, max } = thresholdRange(metric);
  if (threshold >= min && threshold <= max) return null;
  return metric === "gsc_query_position"
    ? `The positions lost must be between ${min} and ${max}.`
    : `The sensitivity must be between ${min} and ${max}.`;
}

// Any rule's threshold lies in here; the route checks the rule's own range (thresholdProblem).
const LOWEST_THRESHOLD = Math.min(ALERT_THRESHOLD.min, POSITION_THRESHOLD.min);
const HIGHEST_THRESHOLD = Math.max(ALERT_THRESHOLD.max, POSITION_THRESHOLD.max);
const thresholdSchema = z
  .number()
  .min(
    LOWEST_THRESHOLD,
    `The threshold must be between ${LOWEST_THRESHOLD} and ${HIGHEST_THRESHOLD}.`,
  )
  .max(
    HIGHEST_THRESHOLD,
    `The threshold must be between ${LOWEST_THRESHOLD} and ${HIGHEST_THRESHOLD}.`,
  );

/** A page's URL as Search Console reports it: absolute, http or https, without a fragment. */
function pageTargetProblem(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return "Enter the page's full URL, starting with https://.";
  }
  if (url.protocol !== "https:" && url.protocol !== "http:")
    return "Enter the page's full URL, starting with https://.";
  if (url.hash) return "Leave out the # part: Search Console reports pages without it.";
  return null;
}

/** The target as stored: a query as Google reports queries (lower case, single spaces). */
export function normalizeTarget(metric: TargetedMetric, target: string): string {
  const trimmed = target.trim();
  return metric === "gsc_query_position" ? trimmed.toLowerCase().replace(/\s+/g, " ") : trimmed;
}

function targetProblem(metric: TargetedMetric, target: string): string | null {
  if (target === "")
    return metric === "gsc_page_clicks"
      ? "Enter the page's URL."
      : metric === "gsc_query_clicks"
        ? "Enter a pattern the queries match."
        : "Enter the query to track.";
  if (metric === "gsc_page_clicks") return pageTargetProblem(target);
  if (metric === "gsc_query_clicks") return re2Problem(target);
  return null;
}

export const ruleCreateSchema = z
  .strictObject({
    projectId: recordIdSchema,
    metric: z.enum(TARGETED_METRICS, "Choose what the rule watches."),
    target: z
      .string("Enter what the rule watches.")
      .max(TARGET_MAX_LENGTH, `At most ${TARGET_MAX_LENGTH.toLocaleString("en-US")} characters.`),
    threshold: thresholdSchema.optional(),
  })
  .transform((input) => ({ ...input, target: normalizeTarget(input.metric, input.target) }))
  .superRefine((input, context) => {
    const target = targetProblem(input.metric, input.target);
    if (target) context.addIssue({ code: "custom", path: ["target"], message: target });
    const threshold =
      input.threshold === undefined ? null : thresholdProblem(input.metric, input.threshold);
    if (threshold) context.addIssue({ code: "custom", path: ["threshold"], message: threshold });
  });

export const rulePatchSchema = z
  .strictObject({
    threshold: thresholdSchema,
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
