// GET /api/reports/[reportId]/preview — the report's snapshot as of now: every figure the preview shows
import { ok } from "@/lib/api/response";
import { withSessionUser } from "@/lib/auth/server/session";
import { getDb } from "@/lib/db/client";
import { buildSnapshot } from "@/lib/reports/jobs";
import type { ReportSnapshot } from "@/lib/reports/types";
import { reportParams, type ReportContext } from "@/lib/reports/route-params";

export const GET = withSessionUser<ReportContext>(async (_request, user, context) => {
  const { reportId } = await reportParams(context);
  return ok<ReportSnapshot>(await buildSnapshot(await getDb(), user.id, reportId));
});
