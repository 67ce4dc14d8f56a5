import { propertyExportName } from "./file-name";

const RANGE = { startDate: "2026-01-01", endDate: "2026-01-28" };

describe("propertyExportName", () => {
  it("names what, site and range, without the scheme or sc-domain:", () => {
    expect(propertyExportName("opportunities", "sc-domain:greenleaf.example", RANGE)).toBe(
      "opportunities-greenleaf-example-2026-01-01-2026-01-28.csv",
    );
    expect(propertyExportName("insights-page", "https://www.example.com/blog/", RANGE)).toBe(
      "insights-page-www-example-com-blog-2026-01-01-2026-01-28.csv",
    );
  });

  it("keeps to what the export routes accept, however long or foreign the site", () => {
    const name = propertyExportName(
      "cannibalization",
      `https://bücher.example/${"x".repeat(200)}`,
      RANGE,
    );
    expect(name).toMatch(/^[\w.-]{1,120}$/);
    expect(name.endsWith(".csv")).toBe(true);
  });
});
