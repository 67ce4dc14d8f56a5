import { describe, expect, it } from "vitest";
import { buildOutline, checkHeadings } from "./headings";
import { ids, page } from "./test-pages";

describe("buildOutline", () => {
  it("nests headings under the nearest higher rank, even across skipped levels", () => {
    const outline = buildOutline([
      { level: 1, text: "A" },
      { level: 2, text: "B" },
      { level: 4, text: "C" },
      { level: 2, text: "D" },
      { level: 3, text: "E" },
    ]);
    expect(outline).toEqual([
      {
        level: 1,
        text: "A",
        children: [
          { level: 2, text: "B", children: [{ level: 4, text: "C", children: [] }] },
          { level: 2, text: "D", children: [{ level: 3, text: "E", children: [] }] },
        ],
      },
    ]);
  });
});

describe("checkHeadings", () => {
  it("passes one h1 and an orderly outline", () => {
    const result = checkHeadings(
      page("", "<h1>Crawl budget</h1><h2>What it is</h2><h3>Host load</h3><h2>Fixes</h2>"),
    );
    expect(ids(result.findings)).toEqual(["pass:h1-single", "pass:heading-order"]);
    expect(result.data.headings).toHaveLength(4);
  });

  it("reports missing and multiple h1s", () => {
    expect(ids(checkHeadings(page("", "<h2>Only a subheading</h2>")).findings)).toEqual([
      "warning:h1-missing",
      "pass:heading-order",
    ]);
    const twice = checkHeadings(page("", "<h1>Logo</h1><h1>Crawl budget</h1>"));
    expect(ids(twice.findings)).toContain("warning:h1-multiple");
    expect(twice.findings[0]?.message).toContain("“Logo”, “Crawl budget”");
  });

  it("reports skipped levels and empty headings, reading image alt text", () => {
    const result = checkHeadings(
      page("", '<h1><img alt="Example Store"></h1><h3>Prices</h3><h2> </h2>'),
    );
    expect(result.data.headings[0]?.text).toBe("Example Store");
    expect(ids(result.findings)).toEqual([
      "pass:h1-single",
      "warning:heading-empty",
      "warning:heading-skipped-level",
    ]);
    expect(result.findings[2]?.message).toContain("h1 → h3 “Prices”");
  });
});
