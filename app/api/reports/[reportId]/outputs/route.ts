// GET /api/reports/[reportId]/outputs — the report's files, share links, schedules and sendings
import { ok } from "@/lib/api/response";
import { withSessionUser } from "@/lib/auth/server/session";
import { getDb } from "@/lib/db/client";
import { reportOutputs } from "@/lib/reports/store";
import type { ReportOutputsResponse } from "@/lib/reports/types";
import { reportParams, type ReportContext } from "@/lib/reports/route-params";

export const GET = withSessionUser<ReportContext>(async (_request, user, context) => {
  const { reportId } = await reportParams(context);
  return ok<ReportOutputsResponse>(await reportOutputs(await getDb(), user.id, reportId));
});
