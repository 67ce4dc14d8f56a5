import { resultsToCsv } from "@/lib/tools/backlink-checker/csv";
import type { PageResult } from "@/lib/tools/backlink-checker/types";

/** Saves every row as a CSV file, built in the browser: nothing is sent anywhere. */
export function downloadCsv(results: PageResult[], site: string) {
  // The byte-order mark makes spreadsheet apps read the file as UTF-8.
  const blob = new Blob(["\uFEFF", resultsToCsv(results)], { type: "text/csv;charset=utf-8" });
  const href = URL.createObjectURL(blob);
  const link = document.createElement("a");
  const name = site
    .replace(/^https?:\/\//i, "")
    .replace(/[^a-z0-9.-]+/gi, "-")
    .replace(/^-+|-+$/g, "");
  link.href = href;
  link.download = `backlinks-${name || "check"}-${new Date().toISOString().slice(0, 10)}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}
