import "server-only";
import { chromium, type Browser } from "playwright-core";
import { env } from "@/lib/env";
import { footerTemplate, renderReportHtml } from "./render/document";
import type { ReportSnapshot } from "./types";

// The PDF: Chromium prints the same document the preview and the share link show. The document is
// handed over with setContent (no URL to reach, no session to pass), and every request it would
// make beyond its own inline data is refused, so a report cannot make the server fetch anything.

const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** A whole print may take this long before it is abandoned. */
const PRINT_TIMEOUT_MS = 60_000;

export async function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: CHROMIUM_ARGS,
    timeout: PRINT_TIMEOUT_MS,
  });
}

/** Prints a snapshot to PDF bytes; `browser` is reused when given (the bench, a batch). */
export async function renderReportPdf(
  snapshot: ReportSnapshot,
  {
    browser: shared,
    pageSize = snapshot.pageSize,
  }: { browser?: Browser; pageSize?: "a4" | "letter" } = {},
): Promise<Buffer> {
  const browser = shared ?? (await launchChromium());
  try {
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      await context.route("**/*", (route) => route.abort());
      const page = await context.newPage();
      page.setDefaultTimeout(PRINT_TIMEOUT_MS);
      await page.setContent(renderReportHtml({ ...snapshot, pageSize }), { waitUntil: "load" });
      await page.emulateMedia({ media: "print" });
      return await page.pdf({
        format: pageSize === "letter" ? "Letter" : "A4",
        printBackground: true,
        preferCSSPageSize: true,
        displayHeaderFooter: true,
        headerTemplate: "<span></span>",
        footerTemplate: footerTemplate(snapshot),
        margin: { top: "16mm", bottom: "18mm", left: "14mm", right: "14mm" },
        tagged: true,
      });
    } finally {
      await context.close();
    }
  } finally {
    if (!shared) await browser.close();
  }
}
