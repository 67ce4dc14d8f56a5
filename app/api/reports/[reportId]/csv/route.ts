// GET /api/reports/[reportId]/csv — the report's tables as a zip of CSV files, kept in its history
import { withSessionUser } from "@/lib/auth/server/session";
import { getDb } from "@/lib/db/client";
import { pacificDate } from "@/lib/google/pacific-date";
import { reportCsvZip } from "@/lib/reports/csv-zip";
import { buildSnapshot } from "@/lib/reports/jobs";
import { fileNameOf, storeFile } from "@/lib/reports/store";
import { reportParams, type ReportContext } from "@/lib/reports/route-params";

export const GET = withSessionUser<ReportContext>(async (_request, user, context) => {
  const { reportId } = await reportParams(context);
  const db = await getDb();
  const snapshot = await buildSnapshot(db, user.id, reportId);
  const bytes = Buffer.from(reportCsvZip(snapshot));
  const fileName = fileNameOf(snapshot.title, pacificDate(), "zip");
  await storeFile(db, user.id, reportId, { kind: "zip", fileName, bytes });
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": "application/zip",
      "Content-Length": String(bytes.length),
      "Content-Disposition": `attachment; filename="${fileName}"`,
    },
  });
});
