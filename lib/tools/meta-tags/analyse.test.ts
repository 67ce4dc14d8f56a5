import { describe, expect, it } from "vitest";
import { BARE_PAGE, BROKEN_PAGE, completePage } from "@/tests/fixtures/site/routes/meta-tags";
import { AREAS, analysePage, type MetaTagsReport } from "./analyse";
import type { Finding } from "./finding";

const ORIGIN = "https://shop.example.com";
const URL_OF = (path: string) => `${ORIGIN}/meta-tags/${path}/`;

function analyse(
  html: string,
  path: string,
  headers: Record<string, string> = { "content-type": "text/html; charset=utf-8" },
) {
  return analysePage({ requestedUrl: URL_OF(path), url: URL_OF(path), status: 200, headers, html });
}

const allFindings = (report: MetaTagsReport): Finding[] =>
  AREAS.flatMap((area) => report[area].findings);
const idsOf = (report: MetaTagsReport, severity: Finding["severity"]) =>
  allFindings(report)
    .filter((f) => f.severity === severity)
    .map((f) => f.id);

describe("analysePage", () => {
  it("finds nothing wrong with the complete product page", () => {
    const report = analyse(completePage(ORIGIN), "complete");
    expect(idsOf(report, "error")).toEqual([]);
    expect(idsOf(report, "warning")).toEqual([]);
    expect(report.counts.pass).toBeGreaterThan(10);
    expect(report.titleDescription.data.title?.text).toBe("Ridge 3 Trail Running Shoe | Northpeak");
    expect(report.canonical.data.status).toBe("self");
    expect(report.hreflang.data.entries.map((e) => e.lang)).toEqual([
      "en-GB",
      "de-DE",
      "x-default",
    ]);
    expect(
      report.structuredData.data.blocks.flatMap((b) => b.items.map((i) => i.types[0])),
    ).toEqual(["Organization", "BreadcrumbList", "Product"]);
    expect(report.headings.data.outline[0]?.children.map((c) => c.text)).toEqual([
      "Fit and sizing",
      "Reviews",
    ]);
    expect(report.social.data.cards.facebook.image).toBe(`${ORIGIN}/meta-tags/ridge-3-share.png`);
  });

  it("lists what the bare page lacks, with a fix for each", () => {
    const report = analyse(BARE_PAGE, "bare", { "content-type": "text/html" });
    expect(idsOf(report, "error")).toEqual(["title-missing", "viewport-missing"]);
    expect(idsOf(report, "warning")).toEqual(
      expect.arrayContaining([
        "description-missing",
        "canonical-missing",
        "charset-missing",
        "lang-missing",
        "og-title-missing",
        "og-image-missing",
        "twitter-card-missing",
        "h1-missing",
      ]),
    );
    for (const finding of allFindings(report)) {
      if (finding.severity !== "pass") expect(finding.fix, finding.id).toMatch(/\w{3,}/);
    }
  });

  it("reports broken JSON-LD and two h1s", () => {
    const report = analyse(BROKEN_PAGE, "broken");
    expect(idsOf(report, "error")).toContain("jsonld-parse-error");
    expect(idsOf(report, "warning")).toEqual(
      expect.arrayContaining(["h1-multiple", "heading-skipped-level"]),
    );
  });

  it("counts findings by severity and keeps the page facts", () => {
    const report = analyse(completePage(ORIGIN), "complete", { "x-robots-tag": "noindex" });
    expect(report.counts.error).toBe(1);
    expect(report.robots.findings[0]).toMatchObject({ severity: "error", id: "robots-noindex" });
    expect(report.page).toEqual({
      requestedUrl: URL_OF("complete"),
      url: URL_OF("complete"),
      status: 200,
      redirects: [],
      truncated: false,
    });
    expect(JSON.parse(JSON.stringify(report))).toEqual(report);
  });
});
