// GET /api/reports/[reportId]/files/[fileId] — a file's state, with its job's progress while it is printed
import { eq } from "drizzle-orm";
import { ok } from "@/lib/api/response";
import { withSessionUser } from "@/lib/auth/server/session";
import { getDb } from "@/lib/db/client";
import { jobRuns } from "@/lib/db/schema";
import { withUser } from "@/lib/db/user-scope";
import { findFile } from "@/lib/reports/store";
import type { ReportFileStatus } from "@/lib/reports/types";
import { reportParams, type ReportContext } from "@/lib/reports/route-params";

export const GET = withSessionUser<ReportContext>(async (_request, user, context) => {
  const { reportId, fileId } = await reportParams(context);
  const db = await getDb();
  const file = await findFile(db, user.id, reportId, fileId!);
  const jobId = file.jobId;
  const run =
    file.state === "pending" && jobId
      ? (
          await withUser(
            user.id,
            (tx) =>
              tx
                .select({ done: jobRuns.done, total: jobRuns.total, step: jobRuns.step })
                .from(jobRuns)
                .where(eq(jobRuns.id, jobId)),
            db,
          )
        )[0]
      : undefined;
  return ok<ReportFileStatus>({ ...file, progress: run ?? null });
});
