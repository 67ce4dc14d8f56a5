// GET, PATCH, DELETE /api/reports/[reportId] — one report: read, change, delete
import { parseBody } from "@/lib/api/request";
import { noContent, ok } from "@/lib/api/response";
import { withSessionUser } from "@/lib/auth/server/session";
import { getDb } from "@/lib/db/client";
import { reportUpdateSchema } from "@/lib/reports/schemas";
import { deleteReport, findReport, updateReport } from "@/lib/reports/store";
import type { ReportDto } from "@/lib/reports/types";
import { reportParams, type ReportContext } from "@/lib/reports/route-params";

export const GET = withSessionUser<ReportContext>(async (_request, user, context) => {
  const { reportId } = await reportParams(context);
  return ok<ReportDto>(await findReport(await getDb(), user.id, reportId));
});

export const PATCH = withSessionUser<ReportContext>(async (request, user, context) => {
  const { reportId } = await reportParams(context);
  const input = await parseBody(request, reportUpdateSchema);
  return ok<ReportDto>(await updateReport(await getDb(), user.id, reportId, input));
});

export const DELETE = withSessionUser<ReportContext>(async (_request, user, context) => {
  const { reportId } = await reportParams(context);
  await deleteReport(await getDb(), user.id, reportId);
  return noContent();
});
