// PUT, DELETE /api/reports/[reportId]/schedules/[scheduleId] — change a schedule, or stop it
import { parseBody } from "@/lib/api/request";
import { noContent, ok } from "@/lib/api/response";
import { withSessionUser } from "@/lib/auth/server/session";
import { getDb } from "@/lib/db/client";
import { scheduleSchema } from "@/lib/reports/schemas";
import { deleteSchedule, updateSchedule } from "@/lib/reports/store";
import type { ReportScheduleDto } from "@/lib/reports/types";
import { reportParams, type ReportContext } from "@/lib/reports/route-params";

export const PUT = withSessionUser<ReportContext>(async (request, user, context) => {
  const { reportId, scheduleId } = await reportParams(context);
  const input = await parseBody(request, scheduleSchema);
  return ok<ReportScheduleDto>(
    await updateSchedule(await getDb(), user.id, reportId, scheduleId!, input),
  );
});

export const DELETE = withSessionUser<ReportContext>(async (_request, user, context) => {
  const { reportId, scheduleId } = await reportParams(context);
  await deleteSchedule(await getDb(), user.id, reportId, scheduleId!);
  return noContent();
});
