import * as z from "@/lib/zod-mini";
import { idSchema, isoDateSchema, projectIdSchema } from "@/lib/data-api/schemas/common";
import { multiLineText, singleLineText } from "@/lib/zod-text";
import { REPORT_COMPARISONS, REPORT_PRESETS } from "./periods";
import { SECTION_LIMITS as L, SECTION_TYPES } from "./sections";

// The inputs of the reports routes, with messages a form can show beside its field (zod/mini).

export const reportIdSchema = idSchema("report");

const line = (max: number, empty: string) =>
  z
    .string({ error: empty })
    .check(
      z.trim(),
      z.minLength(1, empty),
      z.maxLength(max, `At most ${max} characters.`),
      singleLineText(),
    );

export const periodSchema = z
  .object({
    preset: z.enum(REPORT_PRESETS),
    compare: z._default(z.enum(REPORT_COMPARISONS), "previous"),
    startDate: z.optional(isoDateSchema),
    endDate: z.optional(isoDateSchema),
  })
  .check(
    z.refine(
      (p) => p.preset !== "custom" || (!!p.startDate && !!p.endDate && p.startDate <= p.endDate),
      "Custom dates need a start on or before the end.",
    ),
  );

export const sectionSchema = z.object({
  id: z.string().check(z.regex(/^[a-z0-9-]{1,40}$/, "A section id is letters, digits and dashes.")),
  type: z.enum(SECTION_TYPES),
  rows: z.optional(z.int().check(z.minimum(L.rows.min), z.maximum(L.rows.max))),
  text: z.optional(
    z
      .string()
      .check(
        z.maxLength(L.noteChars, `A note has at most ${L.noteChars} characters.`),
        multiLineText(),
      ),
  ),
});

const sectionsSchema = z.array(sectionSchema).check(
  z.maxLength(L.sections, `A report holds at most ${L.sections} sections.`),
  z.refine(
    (list) => new Set(list.map((s) => s.id)).size === list.length,
    "Each section id may appear only once.",
  ),
);

const brandingSchema = z.object({
  name: z.nullable(line(L.brandChars, "Give the agency a name, or leave it out.")),
  accent: z
    .string()
    .check(z.regex(/^#[0-9a-fA-F]{6}$/, "The accent is a colour like #2563eb."), z.toLowerCase()),
  showRankwell: z.boolean(),
});

const titleSchema = line(L.titleChars, "Please give the report a title.");

export const reportCreateSchema = z.object({
  projectId: projectIdSchema,
  title: titleSchema,
  period: z.optional(periodSchema),
  sections: z.optional(sectionsSchema),
});

export const reportUpdateSchema = z.object({
  title: z.optional(titleSchema),
  period: z.optional(periodSchema),
  sections: z.optional(sectionsSchema),
  branding: z.optional(brandingSchema),
  pageSize: z.optional(z.enum(["a4", "letter"])),
});

export const reportListSchema = z.object({ projectId: projectIdSchema });

export const pdfStartSchema = z.object({
  pageSize: z.optional(z.enum(["a4", "letter"])),
});

export const shareCreateSchema = z.object({
  /** Days until the link stops working; none keeps it until revoked. */
  expiresInDays: z.optional(z.nullable(z.int().check(z.minimum(1), z.maximum(365)))),
});

const emailSchema = z
  .string()
  .check(
    z.trim(),
    z.toLowerCase(),
    z.maxLength(254),
    z.email("Each recipient needs a valid email address."),
  );

export const scheduleSchema = z
  .object({
    cadence: z.enum(["weekly", "monthly"]),
    day: z.int().check(z.minimum(1), z.maximum(28)),
    hour: z._default(z.int().check(z.minimum(0), z.maximum(23)), 7),
    recipients: z.array(emailSchema).check(
      z.minLength(1, "Add at least one recipient."),
      z.maxLength(20, "A schedule sends to at most 20 recipients."),
      z.refine(
        (list) => new Set(list).size === list.length,
        "Each recipient may appear only once.",
      ),
    ),
    enabled: z._default(z.boolean(), true),
  })
  .check(
    z.refine(
      (s) => s.cadence === "monthly" || s.day <= 7,
      "A weekly day is 1 (Monday) to 7 (Sunday).",
    ),
  );

export type ReportCreate = z.output<typeof reportCreateSchema>;
export type ReportUpdate = z.output<typeof reportUpdateSchema>;
export type ReportUpdateRequest = z.input<typeof reportUpdateSchema>;
export type ScheduleInput = z.output<typeof scheduleSchema>;
export type ScheduleRequest = z.input<typeof scheduleSchema>;
