// GET, PUT, DELETE /api/reports/[reportId]/logo — the agency's logo: the image, replace it (raw bytes), remove it
import { readBodyBytes } from "@/lib/api/body";
import { ApiError, notFound } from "@/lib/api/errors";
import { noContent } from "@/lib/api/response";
import { withSessionUser } from "@/lib/auth/server/session";
import { getDb } from "@/lib/db/client";
import { checkLogo, LOGO_MAX_BYTES } from "@/lib/reports/logo";
import { deleteLogo, findReport, readLogo, saveLogo } from "@/lib/reports/store";
import { reportParams, type ReportContext } from "@/lib/reports/route-params";

export const GET = withSessionUser<ReportContext>(async (_request, user, context) => {
  const { reportId } = await reportParams(context);
  const db = await getDb();
  await findReport(db, user.id, reportId);
  const logo = await readLogo(db, reportId);
  if (!logo) throw notFound("This report has no logo.");
  return new Response(new Uint8Array(logo.bytes), {
    headers: { "Content-Type": logo.contentType, "Content-Length": String(logo.bytes.length) },
  });
});

// The type is read from the bytes, whatever the request says; SVG and anything else is refused.
export const PUT = withSessionUser<ReportContext>(async (request, user, context) => {
  const { reportId } = await reportParams(context);
  const bytes = await readBodyBytes(request, LOGO_MAX_BYTES);
  const checked = checkLogo(bytes);
  if (!checked.ok) throw new ApiError(400, "invalid_logo", checked.message);
  await saveLogo(await getDb(), user.id, reportId, {
    contentType: checked.type,
    bytes: Buffer.from(bytes),
  });
  return noContent();
});

export const DELETE = withSessionUser<ReportContext>(async (_request, user, context) => {
  const { reportId } = await reportParams(context);
  await deleteLogo(await getDb(), user.id, reportId);
  return noContent();
});
