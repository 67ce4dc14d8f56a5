// GET, POST /api/reports — a project's reports; create one
import { parseBody, parseQuery } from "@/lib/api/request";
import { ok } from "@/lib/api/response";
import { withSessionUser } from "@/lib/auth/server/session";
import { getDb } from "@/lib/db/client";
import { reportCreateSchema, reportListSchema } from "@/lib/reports/schemas";
import { createReport, listReports } from "@/lib/reports/store";
import type { ReportDto, ReportListResponse } from "@/lib/reports/types";

export const GET = withSessionUser(async (request, user) => {
  const { projectId } = parseQuery(request, reportListSchema);
  const reports = await listReports(await getDb(), user.id, projectId);
  return ok<ReportListResponse>({ reports });
});

export const POST = withSessionUser(async (request, user) => {
  const input = await parseBody(request, reportCreateSchema);
  return ok<ReportDto>(await createReport(await getDb(), user.id, input), { status: 201 });
});
