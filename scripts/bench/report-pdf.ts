// A six-section report printed to PDF by Chromium: the first print (Chromium started for it, as the
// report-pdf job does) and the next ones on a browser kept open, with the file's size.
import { renderReportHtml } from "@/lib/reports/render/document";
import { launchChromium, renderReportPdf } from "@/lib/reports/pdf";
import type { ReportSnapshot, TableData } from "@/lib/reports/types";

const DAYS = 365;
const RUNS = 5;

function day(offset: number): string {
  return new Date(Date.UTC(2025, 0, 1 + offset)).toISOString().slice(0, 10);
}

function table(rows: number, key: string): TableData {
  return {
    columns: [
      { key: "key", label: key, format: key === "Page" ? "url" : "text" },
      { key: "clicks", label: "Clicks", format: "number" },
      { key: "clicksChange", label: "Change", format: "change" },
      { key: "impressions", label: "Impressions", format: "number" },
      { key: "ctr", label: "CTR", format: "percent" },
      { key: "position", label: "Position", format: "position" },
    ],
    rows: Array.from({ length: rows }, (_, i) => ({
      key:
        key === "Page" ? `https://www.greenleaf.example/guides/topic-${i}/` : `garden query ${i}`,
      clicks: 5000 - i * 90,
      clicksChange: i % 3 === 0 ? -40 + i : 25 - i,
      impressions: 90000 - i * 1300,
      ctr: 0.05 - i * 0.0005,
      position: 2 + i * 0.4,
    })),
  };
}

function benchSnapshot(): ReportSnapshot {
  const points = Array.from({ length: DAYS }, (_, i) => ({
    date: day(i),
    clicks: 1200 + Math.round(300 * Math.sin(i / 9)),
    impressions: 42000 + Math.round(9000 * Math.cos(i / 13)),
  }));
  const head = (id: string, type: ReportSnapshot["sections"][number]["type"], title: string) => ({
    id,
    type,
    title,
    status: "ready" as const,
  });
  return {
    version: 1,
    reportId: "00000000-0000-4000-8000-000000000000",
    title: "Greenleaf yearly SEO report",
    projectName: "Greenleaf",
    siteUrl: "sc-domain:greenleaf.example",
    createdAt: "2026-03-01T10:00:00.000Z",
    period: {
      label: "Last year (Jan 01, 2025 - Dec 31, 2025)",
      range: { startDate: day(0), endDate: day(DAYS - 1) },
      comparison: { startDate: "2024-01-01", endDate: "2024-12-31" },
      settled: true,
    },
    branding: { name: "Acme SEO Agency", accent: "#0f766e", showRankwell: false, logo: null },
    pageSize: "a4",
    sections: [
      {
        ...head("kpis", "kpis", "KPI summary"),
        data: {
          type: "kpis",
          current: { clicks: 438_120, impressions: 15_330_400, ctr: 0.0286, position: 11.4 },
          previous: { clicks: 401_877, impressions: 14_020_100, ctr: 0.0287, position: 12.1 },
          compareNote: null,
        },
      },
      {
        ...head("trend", "trend", "Clicks and impressions trend"),
        data: {
          type: "trend",
          points,
          previous: points.map((p) => ({ ...p, clicks: p.clicks - 90 })),
        },
      },
      {
        ...head("queries", "top-queries", "Top queries"),
        data: { type: "top-queries", table: table(50, "Query"), total: 48_213 },
      },
      {
        ...head("pages", "top-pages", "Top pages"),
        data: { type: "top-pages", table: table(50, "Page"), total: 1_204 },
      },
      {
        ...head("movers", "movers", "Winners and losers"),
        data: {
          type: "movers",
          winners: table(10, "Query"),
          losers: table(10, "Query"),
          compareNote: null,
        },
      },
      {
        ...head("note", "note", "Note"),
        data: {
          type: "note",
          text: "Next quarter: consolidate the seed-starting guides.\n\nThe spring campaign starts in April.",
        },
      },
    ],
  };
}

export async function benchReportPdf(): Promise<string[]> {
  const snapshot = benchSnapshot();
  const html = renderReportHtml(snapshot);
  const lines = [`report HTML for 6 sections: ${(html.length / 1024).toFixed(0)} KB`];

  let started = performance.now();
  const first = await renderReportPdf(snapshot);
  lines.push(
    `6-section PDF, Chromium started for it: ${(performance.now() - started).toFixed(0)} ms, ${(first.length / 1024).toFixed(0)} KB`,
  );

  const browser = await launchChromium();
  try {
    await renderReportPdf(snapshot, { browser });
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      started = performance.now();
      await renderReportPdf(snapshot, { browser, pageSize: i % 2 ? "letter" : "a4" });
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    lines.push(
      `6-section PDF on an open browser: median ${times[Math.floor(RUNS / 2)]!.toFixed(0)} ms, best ${times[0]!.toFixed(0)} ms (${RUNS} runs)`,
    );
  } finally {
    await browser.close();
  }
  return lines;
}
