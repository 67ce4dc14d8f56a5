// DELETE /api/reports/[reportId]/shares/[shareId] — revokes a share link: it answers 404 from now on
import { ok } from "@/lib/api/response";
import { withSessionUser } from "@/lib/auth/server/session";
import { getDb } from "@/lib/db/client";
import { findReport, revokeShare } from "@/lib/reports/store";
import type { ReportShareDto } from "@/lib/reports/types";
import { reportParams, type ReportContext } from "@/lib/reports/route-params";

export const DELETE = withSessionUser<ReportContext>(async (_request, user, context) => {
  const { reportId, shareId } = await reportParams(context);
  const db = await getDb();
  await findReport(db, user.id, reportId);
  return ok<ReportShareDto>(await revokeShare(db, user.id, reportId, shareId!));
});
