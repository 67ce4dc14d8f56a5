import { issue, pass, type Finding } from "@/lib/tools/meta-tags/finding";
import { DESKTOP_TITLE_MAX_PX, TITLE_FONT, measureText } from "./pixel-width";

export const TITLE_MIN_CHARS = 30;

const GENERIC_TITLES = new Set([
  "home",
  "homepage",
  "home page",
  "index",
  "untitled",
  "untitled document",
  "new page",
  "welcome",
  "page",
]);
const SEPARATORS = /\s[|\-–—·•:»]\s|\s?[|·•»]\s?/u;

/** True when most letters are capitals: shouting in a result reads as spam and Google may rewrite it. */
export function isAllCaps(text: string): boolean {
  const letters = text.match(/\p{L}/gu) ?? [];
  const upper = letters.filter((l) => /\p{Lu}/u.test(l)).length;
  return letters.length >= 8 && upper / letters.length >= 0.8;
}

function brandRepeated(title: string, brands: string[]): string | null {
  const segments = title
    .split(SEPARATORS)
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
  const repeatedSegment = segments.find((s, i) => segments.indexOf(s) !== i);
  if (repeatedSegment) return repeatedSegment;
  for (const brand of brands) {
    const escaped = brand.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    if (brand.length >= 3 && (title.match(new RegExp(`\\b${escaped}\\b`, "giu")) ?? []).length >= 2)
      return brand;
  }
  return null;
}

function repeatedWord(title: string): string | null {
  const counts = new Map<string, number>();
  for (const word of title.toLowerCase().match(/\p{L}{4,}/gu) ?? [])
    counts.set(word, (counts.get(word) ?? 0) + 1);
  for (const [word, count] of counts) if (count >= 3) return word;
  return null;
}

export const px = (n: number) => `${Math.round(n)} px`;

export function titleChecks(title: string, brands: string[]): Finding[] {
  if (title === "") {
    return [
      issue(
        "error",
        "title-missing",
        "There is no title.",
        "Write a title of 30–60 characters that names what the page offers, with the brand at the end.",
      ),
    ];
  }
  const width = measureText(title, TITLE_FONT);
  const chars = Array.from(title).length;
  const findings: Finding[] = [];
  if (width > DESKTOP_TITLE_MAX_PX) {
    findings.push(
      issue(
        "warning",
        "title-too-long",
        `The title is ${px(width)} wide (${chars} characters); Google cuts desktop titles after about ${px(DESKTOP_TITLE_MAX_PX)}, so the end is replaced by “...”.`,
        `Shorten it by about ${px(width - DESKTOP_TITLE_MAX_PX)}, or move the words searchers look for to the front so only the brand is lost.`,
      ),
    );
  } else if (chars < TITLE_MIN_CHARS) {
    findings.push(
      issue(
        "warning",
        "title-too-short",
        `The title has only ${chars} characters; short titles are often rewritten by Google and leave unused space in the result.`,
        "Add the topic or the benefit of the page, e.g. “Product name — what it does | Brand”, aiming for 30–60 characters.",
      ),
    );
  } else {
    findings.push(
      pass(
        "title-length",
        `The title is ${chars} characters and ${px(width)} wide, so it fits desktop and mobile results.`,
      ),
    );
  }
  if (GENERIC_TITLES.has(title.toLowerCase())) {
    findings.push(
      issue(
        "warning",
        "title-generic",
        `“${title}” says nothing about the page, so Google will likely replace it.`,
        "Name what the page is about and who it is for, then your brand.",
      ),
    );
  }
  const repeated = brandRepeated(title, brands);
  if (repeated) {
    findings.push(
      issue(
        "warning",
        "title-brand-repeated",
        `“${repeated}” appears twice in the title, which wastes space and looks like a template error.`,
        "Keep the brand once, at the end of the title; check that the CMS does not append it to a title that already has it.",
      ),
    );
  }
  const stuffed = repeatedWord(title);
  if (stuffed) {
    findings.push(
      issue(
        "warning",
        "title-repeated-word",
        `“${stuffed}” is repeated three times or more in the title, which reads as keyword stuffing.`,
        "Use the main phrase once and spend the rest of the title on what makes the page different.",
      ),
    );
  }
  if (isAllCaps(title)) {
    findings.push(
      issue(
        "warning",
        "title-all-caps",
        "The title is written in capitals, which is hard to read and is often rewritten by Google.",
        "Use sentence case or title case; keep capitals for acronyms and names.",
      ),
    );
  }
  return findings;
}
