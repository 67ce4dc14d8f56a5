// GET /api/reports/[reportId]/files/[fileId]/download — a kept PDF or CSV zip, as a download
import { withSessionUser } from "@/lib/auth/server/session";
import { getDb } from "@/lib/db/client";
import { fileBytes } from "@/lib/reports/store";
import { reportParams, type ReportContext } from "@/lib/reports/route-params";

const TYPES = { pdf: "application/pdf", zip: "application/zip" } as const;

export const GET = withSessionUser<ReportContext>(async (_request, user, context) => {
  const { reportId, fileId } = await reportParams(context);
  const { file, bytes } = await fileBytes(await getDb(), user.id, reportId, fileId!);
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": TYPES[file.kind],
      "Content-Length": String(bytes.length),
      "Content-Disposition": `attachment; filename="${file.fileName}"`,
    },
  });
});
