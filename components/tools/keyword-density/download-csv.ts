import type { PhraseTable } from "@/lib/tools/keyword-density/ngrams";
import { tablesToCsv } from "@/lib/tools/keyword-density/rows";

/** Saves every phrase row as a CSV file built in the browser; nothing is sent anywhere. */
export function downloadCsv(tables: PhraseTable[], source: string) {
  // The byte-order mark makes spreadsheet apps read the file as UTF-8.
  const blob = new Blob(["\uFEFF", tablesToCsv(tables)], { type: "text/csv;charset=utf-8" });
  const href = URL.createObjectURL(blob);
  const name = source
    .replace(/^https?:\/\//i, "")
    .replace(/[^a-z0-9.-]+/gi, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
  const link = document.createElement("a");
  link.href = href;
  link.download = `keyword-density-${name || "text"}-${new Date().toISOString().slice(0, 10)}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}
