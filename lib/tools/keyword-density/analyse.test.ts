import { describe, expect, it } from "vitest";
import { largePage } from "./large-page";
import { analyseHtml, analyseText } from "./analyse";

const ARTICLE = `<!doctype html><html lang="en-US"><head><title>Trail Running Shoes Guide</title>
<meta name="description" content="How to choose trail running shoes."></head><body>
<h1>Trail running shoes</h1><p>Trail running shoes need grip. Good trail running shoes also drain water.</p>
<h2>Choosing trail running shoes</h2><p>Fit matters more than weight.</p>
<div style="display:none">trail running shoes</div><script>var s = "trail running shoes";</script></body></html>`;

describe("analyseHtml", () => {
  it("counts the visible words and the phrases of each size", () => {
    const result = analyseHtml(ARTICLE, {
      phrase: "trail running shoes",
      url: "https://example.com/trail-running-shoes/",
    });
    expect(result.totalWords).toBe(24);
    expect(result.title).toBe("Trail Running Shoes Guide");
    expect(result.language).toEqual({ code: "en", source: "html" });
    expect(result.tables.map((t) => t.size)).toEqual([1, 2, 3]);
    expect(result.tables[0]?.rows[0]).toEqual({ phrase: "running", count: 4, density: 16.67 });
    expect(result.tables[2]?.rows[0]).toEqual({
      phrase: "trail running shoes",
      count: 4,
      density: 50,
    });
    expect(result.prominence?.places).toEqual({
      title: 1,
      metaDescription: 1,
      h1: 1,
      h2: 1,
      first100Words: 4,
      url: 1,
      imageAlt: 0,
    });
  });

  it("leaves stop words out unless asked, but always counts them in the total", () => {
    const without = analyseHtml(ARTICLE);
    const words = without.tables[0]?.rows.map((r) => r.phrase);
    expect(words).not.toContain("more");
    const withStops = analyseHtml(ARTICLE, { includeStopWords: true });
    expect(withStops.tables[0]?.rows.map((r) => r.phrase)).toContain("more");
    expect(withStops.totalWords).toBe(without.totalWords);
    expect(withStops.includeStopWords).toBe(true);
  });

  it("uses the language the user chose over the page's", () => {
    const result = analyseHtml(ARTICLE, { language: "de" });
    expect(result.language).toEqual({ code: "de", source: "chosen" });
    expect(result.tables[0]?.rows.map((r) => r.phrase)).toContain("more");
  });
});

describe("analyseText", () => {
  it("treats each line of plain text as a block and guesses the language", () => {
    const result = analyseText("Die Wanderschuhe sind leicht\nund die Sohle ist griffig", {
      phrase: "leicht und",
    });
    expect(result.language).toEqual({ code: "de", source: "detected" });
    expect(result.sentences).toBe(2);
    expect(result.prominence?.count).toBe(0);
    expect(result.title).toBeNull();
  });

  it("lower-cases recognised Turkish text with Turkish rules", () => {
    const result = analyseText(
      "Bu sabah hava ILIK ve güneşli, bu yüzden bir yürüyüş için çıktık.",
      {
        includeStopWords: true,
      },
    );
    expect(result.language).toEqual({ code: "tr", source: "detected" });
    expect(result.tables[0]?.rows.map((r) => r.phrase)).toContain("ılık");
  });

  it("reads pasted HTML as HTML", () => {
    const result = analyseText("<p>Hello <b>world</b></p><script>ignored()</script>");
    expect(result.totalWords).toBe(2);
  });

  it("says when it cannot tell the language", () => {
    expect(analyseText("GA4 GSC KPI").language).toEqual({ code: null, source: "unknown" });
  });
});

describe("a 1 MB page", () => {
  it("is analysed whole: hidden menus and scripts out, every visible sentence in", () => {
    const html = largePage();
    const result = analyseHtml(html, { phrase: "keyword density" });
    expect(html.length).toBeGreaterThan(1_000_000);
    expect(result.totalWords).toBeGreaterThan(50_000);
  });
});
