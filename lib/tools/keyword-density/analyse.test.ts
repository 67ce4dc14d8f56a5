import { describe, expect, it } from "vitest";
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

// A page of about 1 MB as real sites ship it: markup, inline data scripts, hidden menus and articles.
function largePage(): string {
  const sentences = [
    "Keyword density measures how often a word or phrase appears on a page compared with all its words.",
    "Search engines read the visible text, the title, the headings and the alternative text of images.",
    "Über die Straße geht der naïve Fußgänger mit seinem Café crème, während es regnet.",
    "Плотность ключевых слов показывает, как часто фраза встречается на странице.",
    "東京の山道では、グリップが大切です。",
  ];
  const parts: string[] = [];
  let size = 0;
  for (let i = 0; size < 1_000_000; i++) {
    const text = sentences.map((_, k) => sentences[(i + k) % sentences.length]).join(" ");
    const part = `<section class="card card-${i}" data-id="${i}"><h2 class="card__title">Section ${i}: keyword density</h2>
<p class="card__lead text-muted">${text}</p><script>window.__state_${i}=${JSON.stringify({ id: i, items: [1, 2, 3, 4, 5, 6, 7, 8].map((k) => ({ k, label: `item ${k}` })) })}</script>
<nav style="display:none"><ul>${[1, 2, 3, 4, 5].map((k) => `<li><a href="/p/${i}/${k}/">Link ${k}</a></li>`).join("")}</ul></nav>
<img src="/img/${i}.jpg" alt="Illustration ${i}"></section>`;
    parts.push(part);
    size += part.length;
  }
  return `<!doctype html><html lang="en"><head><title>Benchmark</title></head><body>${parts.join("\n")}</body></html>`;
}

describe("performance", () => {
  it("analyses a 1 MB page (budget: 200 ms) — measured and logged, not asserted", () => {
    const html = largePage();
    analyseHtml(html, { phrase: "keyword density" });
    const runs: { wall: number; cpu: number }[] = [];
    for (let i = 0; i < 5; i++) {
      const cpu = process.cpuUsage();
      const start = performance.now();
      const result = analyseHtml(html, { phrase: "keyword density" });
      runs.push({ wall: performance.now() - start, cpu: process.cpuUsage(cpu).user / 1000 });
      expect(result.totalWords).toBeGreaterThan(50_000);
    }
    const median = (values: number[]) =>
      values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    console.log(
      `[keyword-density] analyseHtml on ${(html.length / 1e6).toFixed(2)} MB: median ${median(runs.map((r) => r.wall)).toFixed(0)} ms wall, ` +
        `${median(runs.map((r) => r.cpu)).toFixed(0)} ms CPU over ${runs.length} warm runs (budget 200 ms)`,
    );
  });
});
