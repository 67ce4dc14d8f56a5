// POST /api/reports/[reportId]/shares — a read-only link to a snapshot of the report, its figures frozen now
import { parseBody } from "@/lib/api/request";
import { ok } from "@/lib/api/response";
import { withSessionUser } from "@/lib/auth/server/session";
import { getDb } from "@/lib/db/client";
import { publicOrigin } from "@/lib/routing/public-origin";
import { buildSnapshot } from "@/lib/reports/jobs";
import { shareCreateSchema } from "@/lib/reports/schemas";
import { createShare } from "@/lib/reports/store";
import type { CreatedShare } from "@/lib/reports/types";
import { reportParams, type ReportContext } from "@/lib/reports/route-params";

export const POST = withSessionUser<ReportContext>(async (request, user, context) => {
  const { reportId } = await reportParams(context);
  const { expiresInDays } = await parseBody(request, shareCreateSchema);
  const db = await getDb();
  const snapshot = await buildSnapshot(db, user.id, reportId);
  const { token, ...share } = await createShare(
    db,
    user.id,
    reportId,
    snapshot,
    expiresInDays ?? null,
  );
  // The token is shown once, in this answer: only its hash is kept.
  const url = `${publicOrigin(request)}/r/${token}/`;
  return ok<CreatedShare>({ ...share, url }, { status: 201 });
});
