import type { PageResult } from "./types";

const HEADER = [
  "Page",
  "Final URL",
  "HTTP status",
  "Link",
  "Link URL",
  "Anchor text",
  "Link type",
  "rel",
  "Links found",
  "Indexable",
  "Index issues",
  "Error",
];

// RFC 4180 quoting, plus a leading apostrophe for cells a spreadsheet would run as a formula.
function cell(value: string | number | null): string {
  let text = value === null ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function verdictLabel(result: PageResult): string {
  if (result.verdict === "followed") return "Linked";
  if (result.verdict === "qualified") return `Linked (${result.link?.rel.join(", ")})`;
  return result.verdict === "not-linked" ? "Not linked" : "Error";
}

export function indexLabel(result: PageResult): string {
  if (result.indexable === null) return "Unknown";
  return result.indexable ? "Indexable" : "Not indexable";
}

/** Every row of a check as CSV, in the order the pages were entered. */
export function resultsToCsv(results: PageResult[]): string {
  const rows = results.map((r) => [
    r.page,
    r.finalUrl,
    r.httpStatus,
    verdictLabel(r),
    r.link?.href ?? null,
    r.link?.anchor ?? null,
    r.link?.kind ?? null,
    r.link?.rel.join(" ") ?? null,
    r.linkCount,
    indexLabel(r),
    r.indexIssues.join("; "),
    r.error,
  ]);
  return [HEADER, ...rows].map((row) => row.map(cell).join(",")).join("\r\n") + "\r\n";
}
