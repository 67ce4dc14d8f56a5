import type { CheerioAPI } from "cheerio";
import { snippetChecks } from "@/lib/tools/serp-preview/checks";
import {
  DESCRIPTION_FONT,
  TITLE_FONT,
  collapseWhitespace,
  measureText,
} from "@/lib/tools/serp-preview/pixel-width";
import { issue } from "./finding";
import { metaValues, type Area, type PageContext } from "./page";

export type TextMeasure = { text: string; chars: number; widthPx: number };
export type TitleDescriptionData = {
  title: TextMeasure | null;
  titleCount: number;
  description: TextMeasure | null;
  descriptionCount: number;
  siteName: string | null;
};

/** Every document <title>; an SVG's <title> is a tooltip, not the page's. */
export function readTitles($: CheerioAPI): string[] {
  return $("title")
    .filter((_, el) => $(el).closest("svg").length === 0)
    .map((_, el) => collapseWhitespace($(el).text()))
    .get();
}

export function readDescriptions($: CheerioAPI): string[] {
  return metaValues($, "description").map(collapseWhitespace);
}

export function readSiteName($: CheerioAPI): string | null {
  return metaValues($, "og:site_name")[0] || null;
}

function measure(text: string | undefined, font: typeof TITLE_FONT): TextMeasure | null {
  if (text === undefined) return null;
  return { text, chars: Array.from(text).length, widthPx: Math.round(measureText(text, font)) };
}

export function checkTitleDescription({ $, url }: PageContext): Area<TitleDescriptionData> {
  const titles = readTitles($);
  const descriptions = readDescriptions($);
  const siteName = readSiteName($);
  const findings = snippetChecks({
    title: titles[0] ?? "",
    description: descriptions[0] ?? "",
    hostname: url.hostname,
    siteName: siteName ?? undefined,
  });
  if (titles.length > 1) {
    findings.push(
      issue(
        "warning",
        "title-multiple",
        `The page has ${titles.length} <title> elements; browsers and Google use the first one.`,
        "Keep one <title> in the <head>; look for a theme or plugin that adds a second.",
      ),
    );
  }
  if (descriptions.length > 1) {
    findings.push(
      issue(
        "warning",
        "description-multiple",
        `The page has ${descriptions.length} meta descriptions, and Google may pick either.`,
        'Keep a single <meta name="description"> in the <head>.',
      ),
    );
  }
  return {
    data: {
      title: measure(titles[0], TITLE_FONT),
      titleCount: titles.length,
      description: measure(descriptions[0], DESCRIPTION_FONT),
      descriptionCount: descriptions.length,
      siteName,
    },
    findings,
  };
}
