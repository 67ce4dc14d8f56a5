// POST /api/reports/[reportId]/pdf — asks for a PDF: a pending file the report-pdf job prints
import { parseBody } from "@/lib/api/request";
import { ok } from "@/lib/api/response";
import { withSessionUser } from "@/lib/auth/server/session";
import { getDb } from "@/lib/db/client";
import { pacificDate } from "@/lib/google/pacific-date";
import { getJobQueue } from "@/lib/jobs/process";
import { pdfStartSchema } from "@/lib/reports/schemas";
import { createPendingPdf, findReport, setFileJob } from "@/lib/reports/store";
import type { ReportFileDto } from "@/lib/reports/types";
import { reportParams, type ReportContext } from "@/lib/reports/route-params";

export const POST = withSessionUser<ReportContext>(async (request, user, context) => {
  const { reportId } = await reportParams(context);
  const { pageSize } = await parseBody(request, pdfStartSchema);
  const db = await getDb();
  const report = await findReport(db, user.id, reportId);
  const file = await createPendingPdf(
    db,
    user.id,
    report,
    pageSize ?? report.pageSize,
    pacificDate(),
  );
  // One job prints every pending PDF of the user: asking again while one waits joins it.
  const jobId = await (
    await getJobQueue()
  ).enqueue("report-pdf", user.id, {
    step: "Waits to print the report",
  });
  await setFileJob(db, file.id, jobId);
  return ok<ReportFileDto>({ ...file, jobId }, { status: 202 });
});
