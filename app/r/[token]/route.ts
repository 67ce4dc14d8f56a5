// GET /r/[token] — a shared report: the frozen snapshot behind a live link, no sign-in, never indexed
import { getDb } from "@/lib/db/client";
import { renderReportHtml } from "@/lib/reports/render/document";
import { sharedSnapshot } from "@/lib/reports/store";

// The same document the preview and the PDF show, from the snapshot taken when the link was made:
// nothing else of the account is read. Unknown, revoked and expired links are one 404 alike.

export const dynamic = "force-dynamic";

const NOT_FOUND = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex, nofollow"><title>Report not found</title></head><body style="font-family:Arial,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#1f2937"><h1>This report is not available</h1><p>The link may have been revoked or may have expired. Please ask the person who shared it for a new one.</p></body></html>`;

const HEADERS = {
  "Content-Type": "text/html; charset=utf-8",
  "X-Robots-Tag": "noindex, nofollow",
  "Cache-Control": "private, no-store",
  "Referrer-Policy": "no-referrer",
};

export async function GET(_request: Request, context: { params: Promise<{ token: string }> }) {
  const { token } = await context.params;
  const snapshot = await sharedSnapshot(await getDb(), token);
  if (!snapshot) return new Response(NOT_FOUND, { status: 404, headers: HEADERS });
  return new Response(renderReportHtml(snapshot, { noindex: true }), { headers: HEADERS });
}
