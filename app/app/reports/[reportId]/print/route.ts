// GET /app/reports/[reportId]/print — the report as a printable page with today's figures, for its owner
import { withSessionUser } from "@/lib/auth/server/session";
import { getDb } from "@/lib/db/client";
import { buildSnapshot } from "@/lib/reports/jobs";
import { renderReportHtml } from "@/lib/reports/render/document";
import { reportParams, type ReportContext } from "@/lib/reports/route-params";

// The document the PDF job prints and the share link shows; the browser's own print dialog turns
// it into paper with the same @page size and page breaks.
export const GET = withSessionUser<ReportContext>(async (_request, user, context) => {
  const { reportId } = await reportParams(context);
  const snapshot = await buildSnapshot(await getDb(), user.id, reportId);
  return new Response(renderReportHtml(snapshot), {
    headers: { "Content-Type": "text/html; charset=utf-8", "X-Robots-Tag": "noindex" },
  });
});
