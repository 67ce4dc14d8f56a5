import { describe, expect, it } from "vitest";
import {
  DESCRIPTION_FONT,
  DESKTOP_DESCRIPTION_MAX_PX,
  DESKTOP_TITLE_MAX_PX,
  TITLE_FONT,
  collapseWhitespace,
  measureText,
  truncateToWidth,
} from "./pixel-width";

// Arial's advance widths in font units (2048 per em), from the font's hmtx table.
const ARIAL_UNITS: Record<string, number> = {
  H: 1479,
  e: 1139,
  l: 455,
  o: 1139,
  " ": 569,
  W: 1933,
  r: 682,
  d: 1139,
};
const arialPx = (text: string, size: number) =>
  Array.from(text).reduce((sum, c) => sum + (ARIAL_UNITS[c] ?? 0), 0) * (size / 2048);

describe("measureText", () => {
  it("matches Arial's published advance widths for Hello World at 20 px", () => {
    expect(arialPx("Hello World", 20)).toBeCloseTo(103.36, 1);
    expect(
      Math.abs(measureText("Hello World", TITLE_FONT) - arialPx("Hello World", 20)),
    ).toBeLessThan(0.5);
  });

  it("tells narrow from wide letters", () => {
    expect(measureText("iiiiiiiiii", TITLE_FONT)).toBeCloseTo(44, 0);
    expect(measureText("WWWWWWWWWW", TITLE_FONT)).toBeCloseTo(188, 0);
  });

  it("scales with the font size", () => {
    expect(measureText("Rankwell", { sizePx: 14 })).toBeCloseTo(
      measureText("Rankwell", { sizePx: 20 }) * 0.7,
      5,
    );
  });

  it("measures typographic punctuation and wide scripts with their own widths, not as an x", () => {
    expect(measureText("—", TITLE_FONT)).toBe(20);
    expect(measureText("’", TITLE_FONT)).toBeCloseTo(4.44, 2);
    expect(measureText("検索", TITLE_FONT)).toBe(40);
    expect(measureText("é", TITLE_FONT)).toBe(measureText("e", TITLE_FONT));
  });
});

describe("truncateToWidth", () => {
  it("leaves text that fits untouched", () => {
    const result = truncateToWidth(
      "Meta Tags Checker | Rankwell",
      DESKTOP_TITLE_MAX_PX,
      TITLE_FONT,
    );
    expect(result).toMatchObject({ text: "Meta Tags Checker | Rankwell", truncated: false });
  });

  it("cuts a long title at a word boundary and appends ' ...' within the limit", () => {
    const title =
      "The Complete Guide to Technical SEO Audits for Large Ecommerce Websites in 2025 and Beyond";
    const result = truncateToWidth(title, DESKTOP_TITLE_MAX_PX, TITLE_FONT);
    expect(result.truncated).toBe(true);
    expect(result.text).toMatch(/ \.\.\.$/);
    expect(result.widthPx).toBeLessThanOrEqual(DESKTOP_TITLE_MAX_PX);
    const kept = result.text.slice(0, -4);
    expect(title.startsWith(kept)).toBe(true);
    expect(title[kept.length]).toBe(" ");
    // "... Large Ecommerce ..." would measure 629 px.
    expect(result.text).toBe("The Complete Guide to Technical SEO Audits for Large ...");
  });

  it("drops a dangling separator before the dots", () => {
    const result = truncateToWidth(
      "Running Shoes for Trail and Road Races, Reviewed | Wide Fit Specialists Ltd",
      420,
      TITLE_FONT,
    );
    expect(result.text).not.toMatch(/[|,] \.\.\.$/);
    expect(result.text.endsWith(" ...")).toBe(true);
  });

  it("cuts inside a word only when a single word is wider than the limit", () => {
    const result = truncateToWidth("Supercalifragilisticexpialidocious", 150, TITLE_FONT);
    expect(result.truncated).toBe(true);
    expect(result.text).toMatch(/^Supercali\w* \.\.\.$/);
    expect(result.widthPx).toBeLessThanOrEqual(150);
  });

  it("cuts descriptions by the 14 px snippet font", () => {
    const description =
      "Check your page's title, meta description, canonical, hreflang, robots directives, Open Graph and Twitter tags, structured data and heading outline in one go, with a concrete fix for every problem Rankwell finds.";
    const result = truncateToWidth(description, DESKTOP_DESCRIPTION_MAX_PX, DESCRIPTION_FONT);
    expect(result.fullWidthPx).toBeGreaterThan(DESKTOP_DESCRIPTION_MAX_PX);
    expect(result.widthPx).toBeLessThanOrEqual(DESKTOP_DESCRIPTION_MAX_PX);
    expect(result.text.endsWith("Rankwell ...") || result.text.endsWith(" ...")).toBe(true);
  });

  it("collapses whitespace before measuring", () => {
    expect(collapseWhitespace("  Rankwell \n\t SEO  ")).toBe("Rankwell SEO");
    expect(truncateToWidth("A\n\nB", 100, TITLE_FONT).text).toBe("A B");
  });
});
