import type { ReportSnapshot } from "../types";
import { footerTemplate, renderReportHtml } from "./document";

const snapshot = (over: Partial<ReportSnapshot> = {}): ReportSnapshot => ({
  version: 1,
  reportId: "r",
  title: "Greenleaf <script>alert(1)</script>",
  projectName: "Greenleaf",
  siteUrl: "sc-domain:greenleaf.example",
  createdAt: "2026-03-01T10:00:00.000Z",
  period: {
    label: "Last month (Feb 01, 2026 - Feb 28, 2026)",
    range: { startDate: "2026-02-01", endDate: "2026-02-28" },
    comparison: { startDate: "2026-01-01", endDate: "2026-01-31" },
    settled: true,
  },
  branding: { name: "Acme & Co", accent: "#0f766e", showRankwell: false, logo: null },
  pageSize: "letter",
  sections: [
    {
      id: "kpis",
      type: "kpis",
      title: "KPI summary",
      status: "ready",
      data: {
        type: "kpis",
        current: { clicks: 12345, impressions: 456789, ctr: 0.027, position: 8.44 },
        previous: { clicks: 10000, impressions: 400000, ctr: 0.025, position: 9.1 },
        compareNote: null,
      },
    },
    {
      id: "note",
      type: "note",
      title: "Note",
      status: "ready",
      data: { type: "note", text: 'First <img src=x onerror="alert(1)">\n\nSecond' },
    },
    { id: "ga4", type: "ga4", title: "GA4", status: "unavailable", reason: "Add a GA4 property." },
  ],
  ...over,
});

describe("renderReportHtml", () => {
  it("escapes every text of the snapshot and holds no script", () => {
    const html = renderReportHtml(snapshot());
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toContain("<img src=x");
    expect(html).toContain("Greenleaf &lt;script&gt;");
    expect(html).toContain("Acme &amp; Co");
    expect(html).toContain("<p>Second</p>");
  });

  it("shows the figures formatted for people, the change, and a section's reason", () => {
    const html = renderReportHtml(snapshot());
    expect(html).toContain("12,345");
    expect(html).toContain("456,789");
    expect(html).toContain("+23.5%");
    expect(html).toContain("Add a GA4 property.");
    expect(html).toContain("size: Letter");
    expect(html.match(/break-before: page/g)).toHaveLength(1);
    expect(html.match(/class="section"/g)).toHaveLength(3);
  });

  it("keeps a bad accent or a logo that is not an inline image out of the document", () => {
    const html = renderReportHtml(
      snapshot({
        branding: {
          name: null,
          accent: "red;} body{display:none",
          showRankwell: true,
          logo: "https://tracker.example/pixel.png",
        },
      }),
    );
    expect(html).toContain("--accent: #2563eb");
    expect(html).not.toContain("tracker.example");
    expect(html).toContain("Made with Rankwell");
  });

  it("says noindex only on the shared page, and numbers the pages in the footer", () => {
    expect(renderReportHtml(snapshot())).not.toContain("noindex");
    expect(renderReportHtml(snapshot(), { noindex: true })).toContain(
      '<meta name="robots" content="noindex, nofollow">',
    );
    expect(footerTemplate(snapshot())).toContain('<span class="pageNumber"></span>');
  });
});
