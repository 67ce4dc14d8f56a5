import pixelWidth from "string-pixel-width";

export type SerpFont = { sizePx: number; bold?: boolean };

// Google publishes no limits; these follow the current result layout. Desktop titles are Arial 20 px
// in a 600 px column and are cut near 580 px; snippets are Arial 14 px, two lines ≈ 920 px.
export const TITLE_FONT: SerpFont = { sizePx: 20 };
export const DESCRIPTION_FONT: SerpFont = { sizePx: 14 };
export const DESKTOP_TITLE_MAX_PX = 580;
export const DESKTOP_DESCRIPTION_MAX_PX = 920;
// Phones wrap the title over two lines and show about 78 characters where desktop shows about 60:
// 580 × 78 / 60 ≈ 750 px at the same Arial 20 px. Mobile snippets are cut near 680 px.
export const MOBILE_TITLE_MAX_PX = 750;
export const MOBILE_DESCRIPTION_MAX_PX = 680;

export const ELLIPSIS = " ...";

// string-pixel-width covers printable ASCII only (anything else counts as an "x"); these are Arial's
// advance widths (units per em / 2048) for the typographic characters common in titles.
const EXTRA_EM: Record<string, number> = {
  "\u00a0": 0.278,
  "–": 0.556,
  "—": 1,
  "…": 1,
  "‘": 0.222,
  "’": 0.222,
  "‚": 0.222,
  "“": 0.333,
  "”": 0.333,
  "„": 0.333,
  "•": 0.35,
  "·": 0.333,
  "«": 0.556,
  "»": 0.556,
  "‹": 0.333,
  "›": 0.333,
  "©": 0.737,
  "®": 0.737,
  "™": 1,
  "€": 0.556,
  "£": 0.556,
  "×": 0.584,
  "°": 0.4,
  ß: 0.611,
  "→": 1,
  "✓": 0.8,
};
const WIDE =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Extended_Pictographic}]/u;

/** Width of every character (code point) of `text`, in pixels. */
export function charWidths(text: string, font: SerpFont): number[] {
  return Array.from(text, (char) => {
    const em = EXTRA_EM[char] ?? (WIDE.test(char) ? 1 : undefined);
    if (em !== undefined) return em * font.sizePx;
    return pixelWidth(char, { font: "arial", size: font.sizePx, bold: font.bold });
  });
}

export function measureText(text: string, font: SerpFont): number {
  return charWidths(text, font).reduce((sum, w) => sum + w, 0);
}

/** Collapses runs of whitespace, as a browser and Google's snippet both do. */
export function collapseWhitespace(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

export type Truncation = { text: string; truncated: boolean; widthPx: number; fullWidthPx: number };

const TRAILING_SEPARATORS = /[\s,;:|\-–—·•/]+$/u;

/**
 * Cuts `text` so that it plus " ..." fits in `maxPx`, at the last word boundary that fits (mid-word
 * only when a single word is too long), dropping a dangling separator before the dots, like Google.
 */
export function truncateToWidth(text: string, maxPx: number, font: SerpFont): Truncation {
  const clean = collapseWhitespace(text);
  const chars = Array.from(clean);
  const widths = charWidths(clean, font);
  const fullWidthPx = widths.reduce((sum, w) => sum + w, 0);
  if (fullWidthPx <= maxPx)
    return { text: clean, truncated: false, widthPx: fullWidthPx, fullWidthPx };

  const budget = maxPx - measureText(ELLIPSIS, font);
  let used = 0;
  let fit = 0;
  while (fit < chars.length && used + (widths[fit] ?? 0) <= budget) used += widths[fit++] ?? 0;

  let cut = chars.slice(0, fit).join("");
  const nextIsSpace = chars[fit] === " ";
  const lastSpace = cut.lastIndexOf(" ");
  if (!nextIsSpace && lastSpace > 0) cut = cut.slice(0, lastSpace);
  cut = cut.replace(TRAILING_SEPARATORS, "");
  const result = cut === "" ? ELLIPSIS.trim() : `${cut}${ELLIPSIS}`;
  return { text: result, truncated: true, widthPx: measureText(result, font), fullWidthPx };
}
