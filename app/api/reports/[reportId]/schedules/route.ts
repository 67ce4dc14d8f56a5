// POST /api/reports/[reportId]/schedules — emails the report's PDF weekly or monthly to a list of recipients
import { parseBody } from "@/lib/api/request";
import { ok } from "@/lib/api/response";
import { withSessionUser } from "@/lib/auth/server/session";
import { getDb } from "@/lib/db/client";
import { scheduleSchema } from "@/lib/reports/schemas";
import { createSchedule } from "@/lib/reports/store";
import type { ReportScheduleDto } from "@/lib/reports/types";
import { reportParams, type ReportContext } from "@/lib/reports/route-params";

export const POST = withSessionUser<ReportContext>(async (request, user, context) => {
  const { reportId } = await reportParams(context);
  const input = await parseBody(request, scheduleSchema);
  const schedule = await createSchedule(await getDb(), user.id, reportId, input);
  return ok<ReportScheduleDto>(schedule, { status: 201 });
});
