import "server-only";
import { parseInput } from "@/lib/api/request";
import * as z from "@/lib/zod-mini";
import { idSchema } from "@/lib/data-api/schemas/common";

// The dynamic segments of the reports routes, each an id in UUID form (else a 400).

const schema = z.object({
  reportId: idSchema("report"),
  fileId: z.optional(idSchema("file")),
  shareId: z.optional(idSchema("share link")),
  scheduleId: z.optional(idSchema("schedule")),
});

export type ReportParams = z.output<typeof schema>;
export type ReportContext = { params: Promise<Record<string, string>> };

export const reportParams = async (context: ReportContext) =>
  parseInput(await context.params, schema);
