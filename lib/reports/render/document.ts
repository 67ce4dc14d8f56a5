import { formatDateRange, formatDateTime } from "@/lib/dates/format";
import {
  formatDelta,
  formatNumber,
  formatPercent,
  formatPosition,
  judgeDelta,
} from "@/lib/format/numbers";
import type { Metrics, ReportSnapshot, SectionData, SnapshotSection, TableData } from "../types";
import { trendSvg } from "./trend-svg";

// The report as one HTML document, from its snapshot: the builder's preview (an iframe's srcdoc),
// the PDF (Chromium prints it) and the public share link all show this same document. A string,
// not React: Chromium receives it whole with page.setContent, and the browser can build it too.
// Every text from the snapshot is escaped; the document has no script.

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

const ACCENT = /^#[0-9a-f]{6}$/i;
const LOGO = /^data:image\/(png|jpeg|webp);base64,[A-Za-z0-9+/=]+$/;

type Cell = string | number | null;

function cell(value: Cell, format: TableData["columns"][number]["format"]): string {
  if (value === null || value === undefined) return "—";
  if (typeof value === "string") {
    return format === "url"
      ? `<span class="url">${escapeHtml(value.replace(/^https?:\/\//, ""))}</span>`
      : escapeHtml(value);
  }
  switch (format) {
    case "percent":
      return formatPercent(value);
    case "position":
      return formatPosition(value);
    case "change":
      return changeSpan(value, "number");
    default:
      return formatNumber(value);
  }
}

function changeSpan(
  value: number | null,
  style: "number" | "percent" | "position",
  lowerIsBetter = false,
) {
  const judged = judgeDelta(value, style, lowerIsBetter);
  const tone = judged === null ? "flat" : judged ? "up" : "down";
  return `<span class="change ${tone}">${formatDelta(value, style)}</span>`;
}

function table(data: TableData, caption?: string): string {
  if (data.rows.length === 0) return `<p class="empty">No rows for this period.</p>`;
  const numeric = (f: string) => f !== "text" && f !== "url";
  const head = data.columns
    .map((c) => `<th${numeric(c.format) ? ' class="num"' : ""}>${escapeHtml(c.label)}</th>`)
    .join("");
  const body = data.rows
    .map(
      (row) =>
        `<tr>${data.columns
          .map(
            (c) =>
              `<td${numeric(c.format) ? ' class="num"' : ""}>${cell(row[c.key] ?? null, c.format)}</td>`,
          )
          .join("")}</tr>`,
    )
    .join("");
  return `<table>${caption ? `<caption>${escapeHtml(caption)}</caption>` : ""}<thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`;
}

const relative = (now: number, before: number) => (before > 0 ? (now - before) / before : null);

function kpiCard(label: string, value: string, change: string | null): string {
  return `<div class="kpi"><div class="kpi-label">${escapeHtml(label)}</div><div class="kpi-value">${value}</div>${
    change ? `<div class="kpi-change">${change}</div>` : ""
  }</div>`;
}

function kpiCards(current: Metrics, previous: Metrics | null): string {
  const pct = (now: number, before: number | undefined) =>
    before === undefined ? null : changeSpan(relative(now, before), "percent");
  return `<div class="kpis">${[
    kpiCard("Clicks", formatNumber(current.clicks), pct(current.clicks, previous?.clicks)),
    kpiCard(
      "Impressions",
      formatNumber(current.impressions),
      pct(current.impressions, previous?.impressions),
    ),
    kpiCard(
      "CTR",
      formatPercent(current.ctr),
      previous ? changeSpan(current.ctr - previous.ctr, "percent") : null,
    ),
    kpiCard(
      "Average position",
      formatPosition(current.position),
      previous ? changeSpan(current.position - previous.position, "position", true) : null,
    ),
  ].join("")}</div>`;
}

function figureCards(metrics: { label: string; current: number; previous: number | null }[]) {
  return `<div class="kpis">${metrics
    .map((m) =>
      kpiCard(
        m.label,
        formatNumber(m.current),
        m.previous === null ? null : changeSpan(relative(m.current, m.previous), "percent"),
      ),
    )
    .join("")}</div>`;
}

const note = (text: string | null) => (text ? `<p class="note">${escapeHtml(text)}</p>` : "");

function sectionBody(data: SectionData): string {
  switch (data.type) {
    case "kpis":
      return kpiCards(data.current, data.previous) + note(data.compareNote);
    case "trend":
      return trendSvg(data.points, data.previous);
    case "top-queries":
    case "top-pages":
      return (
        table(data.table) +
        `<p class="note">The top ${formatNumber(data.table.rows.length)} of ${formatNumber(data.total)} by clicks.</p>`
      );
    case "movers":
      return (
        note(data.compareNote) +
        `<div class="split">${table(data.winners, "Winners")}${table(data.losers, "Losers")}</div>`
      );
    case "branded": {
      const total = data.branded.clicks + data.nonBranded.clicks;
      const share = total > 0 ? data.branded.clicks / total : 0;
      return (
        table({
          columns: [
            { key: "kind", label: "Queries", format: "text" },
            { key: "clicks", label: "Clicks", format: "number" },
            { key: "impressions", label: "Impressions", format: "number" },
            { key: "ctr", label: "CTR", format: "percent" },
          ],
          rows: [
            { kind: "Branded", ...data.branded },
            { kind: "Non-branded", ...data.nonBranded },
          ],
        }) +
        `<p class="note">Branded queries brought ${formatPercent(share, 1)} of clicks. Brand terms: ${escapeHtml(data.terms.join(", "))}.</p>`
      );
    }
    case "cannibalization":
      return (
        `<p>${formatNumber(data.summary.issues)} queries are split between competing pages: ${formatNumber(data.summary.high)} high, ${formatNumber(data.summary.medium)} medium and ${formatNumber(data.summary.low)} low severity.</p>` +
        table(data.table)
      );
    case "opportunities":
      return (
        `<p>${formatNumber(data.open)} open opportunities, worth about ${formatNumber(data.gain)} more clicks over the period.</p>` +
        table(data.table)
      );
    case "coverage":
      return (
        `<div class="kpis">${kpiCard("Known pages", formatNumber(data.summary.total), null)}${kpiCard("Indexed", formatNumber(data.summary.indexed), null)}${kpiCard("Not indexed", formatNumber(data.summary.notIndexed), null)}${kpiCard("Unknown", formatNumber(data.summary.unknown), null)}</div>` +
        table(data.table)
      );
    case "ga4":
      return figureCards(data.metrics);
    case "gbp":
      return (
        figureCards(data.metrics) +
        `<p class="note">Over ${formatNumber(data.locations)} ${data.locations === 1 ? "location" : "locations"}.</p>`
      );
    case "ai-summary":
      return (
        data.sentences.map((s) => `<p>${escapeHtml(s)}</p>`).join("") +
        (data.actions.length
          ? `<h3>What to do next</h3><ol>${data.actions.map((a) => `<li>${escapeHtml(a)}</li>`).join("")}</ol>`
          : "")
      );
    case "content":
      return table(data.table);
    case "note":
      return data.text
        .split(/\n{2,}/)
        .map((p) => `<p>${escapeHtml(p).replace(/\n/g, "<br>")}</p>`)
        .join("");
  }
}

function section(s: SnapshotSection): string {
  const body =
    s.status === "ready"
      ? sectionBody(s.data)
      : `<p class="unavailable">${escapeHtml(s.reason)}</p>`;
  const heading = s.type === "note" ? "" : `<h2>${escapeHtml(s.title)}</h2>`;
  return `<section class="section" data-section="${escapeHtml(s.type)}">${heading}${body}</section>`;
}

function styles(accent: string, pageSize: string): string {
  return `
@page { size: ${pageSize === "letter" ? "Letter" : "A4"}; margin: 16mm 14mm 18mm; }
* { box-sizing: border-box; }
:root { --accent: ${accent}; color-scheme: light; }
body { margin: 0; font-family: "Helvetica Neue", Arial, sans-serif; color: #1f2937; font-size: 10.5pt; line-height: 1.45; background: #fff; }
.page { max-width: 182mm; margin: 0 auto; padding: 8mm 0; }
.cover { min-height: 230mm; display: flex; flex-direction: column; justify-content: space-between; border-top: 8px solid var(--accent); padding-top: 18mm; }
.cover h1 { font-size: 28pt; line-height: 1.15; margin: 0 0 6mm; }
.cover .period { font-size: 13pt; color: #374151; }
.cover .meta { color: #6b7280; font-size: 10pt; }
.brand { display: flex; align-items: center; gap: 5mm; }
.brand img { max-height: 18mm; max-width: 60mm; object-fit: contain; }
.brand-name { font-size: 14pt; font-weight: 600; color: var(--accent); }
.section { break-before: page; padding-top: 2mm; }
h2 { font-size: 16pt; margin: 0 0 4mm; padding-bottom: 2mm; border-bottom: 2px solid var(--accent); }
h3 { font-size: 12pt; margin: 5mm 0 2mm; }
.kpis { display: grid; grid-template-columns: repeat(4, 1fr); gap: 3mm; margin-bottom: 4mm; }
.kpi { border: 1px solid #e5e7eb; border-radius: 2mm; padding: 3mm; break-inside: avoid; }
.kpi-label { color: #6b7280; font-size: 9pt; }
.kpi-value { font-size: 17pt; font-weight: 600; font-variant-numeric: tabular-nums; }
.change { font-variant-numeric: tabular-nums; }
.change.up { color: #047857; } .change.down { color: #b91c1c; } .change.flat { color: #6b7280; }
table { width: 100%; border-collapse: collapse; margin: 2mm 0 4mm; font-size: 9.5pt; }
caption { text-align: left; font-weight: 600; padding: 1mm 0; }
th { text-align: left; color: #6b7280; font-weight: 600; border-bottom: 1px solid #d1d5db; padding: 1.5mm 2mm; }
td { border-bottom: 1px solid #f3f4f6; padding: 1.5mm 2mm; vertical-align: top; }
tr { break-inside: avoid; }
.num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
.url { word-break: break-all; }
.split { display: grid; grid-template-columns: 1fr 1fr; gap: 4mm; }
.note { color: #6b7280; font-size: 9pt; }
.unavailable { color: #92400e; background: #fffbeb; border: 1px solid #fde68a; padding: 3mm; border-radius: 2mm; }
.empty { color: #6b7280; }
.trend { width: 100%; height: auto; }
.legend { display: flex; gap: 5mm; font-size: 9pt; color: #4b5563; }
.legend i { display: inline-block; width: 6mm; height: 0; border-top: 2px solid; vertical-align: middle; margin-right: 1.5mm; }
.powered { color: #9ca3af; font-size: 8.5pt; }
@media screen { body { background: #f3f4f6; } .page { background: #fff; padding: 10mm 12mm; box-shadow: 0 1px 3px rgb(0 0 0 / 0.1); } .section { border-top: 1px dashed #e5e7eb; margin-top: 10mm; padding-top: 8mm; } .cover { min-height: 0; gap: 20mm; } }
`;
}

/** The whole document. `robots` adds noindex (the public link). */
export function renderReportHtml(
  snapshot: ReportSnapshot,
  { noindex = false }: { noindex?: boolean } = {},
): string {
  const accent = ACCENT.test(snapshot.branding.accent) ? snapshot.branding.accent : "#2563eb";
  const logo =
    snapshot.branding.logo && LOGO.test(snapshot.branding.logo)
      ? `<img src="${snapshot.branding.logo}" alt="${escapeHtml(snapshot.branding.name ?? "Logo")}">`
      : "";
  const brandName = snapshot.branding.name
    ? `<span class="brand-name">${escapeHtml(snapshot.branding.name)}</span>`
    : "";
  const compared = snapshot.period.comparison
    ? `<div class="meta">Compared with ${escapeHtml(formatDateRange(snapshot.period.comparison))}</div>`
    : "";
  const cover = `<header class="cover">
<div class="brand">${logo}${brandName}</div>
<div><h1>${escapeHtml(snapshot.title)}</h1>
<div class="period">${escapeHtml(snapshot.period.label)}</div>${compared}
<div class="meta">${escapeHtml(snapshot.projectName)}${snapshot.siteUrl ? ` · ${escapeHtml(snapshot.siteUrl)}` : ""}</div></div>
<div class="meta">Figures as of ${escapeHtml(formatDateTime(snapshot.createdAt))}${
    snapshot.period.settled
      ? ""
      : " · the last days of the period are not final yet and may still change"
  }${snapshot.branding.showRankwell ? ` <span class="powered">· Made with Rankwell</span>` : ""}</div>
</header>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
${noindex ? '<meta name="robots" content="noindex, nofollow">' : ""}<title>${escapeHtml(snapshot.title)}</title>
<style>${styles(accent, snapshot.pageSize)}</style></head>
<body><main class="page">${cover}${snapshot.sections.map(section).join("\n")}</main></body></html>`;
}

/** The footer Chromium prints on every page: the page number, and the agency's name when set. */
export function footerTemplate(snapshot: ReportSnapshot): string {
  const name = snapshot.branding.name ? `${escapeHtml(snapshot.branding.name)} · ` : "";
  return `<div style="font-size:8px;color:#6b7280;width:100%;padding:0 14mm;display:flex;justify-content:space-between;font-family:Arial,sans-serif"><span>${name}${escapeHtml(snapshot.title)}</span><span>Page <span class="pageNumber"></span> of <span class="totalPages"></span></span></div>`;
}
