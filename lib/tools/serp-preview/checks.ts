import { issue, pass, type Finding } from "@/lib/tools/meta-tags/finding";
import { brandFromHost } from "./display-url";
import {
  DESCRIPTION_FONT,
  DESKTOP_DESCRIPTION_MAX_PX,
  DESKTOP_TITLE_MAX_PX,
  MOBILE_DESCRIPTION_MAX_PX,
  TITLE_FONT,
  collapseWhitespace,
  measureText,
} from "./pixel-width";

export const TITLE_MIN_CHARS = 30;
export const DESCRIPTION_MIN_CHARS = 70;

export type SnippetInput = { title: string; description: string; hostname?: string; siteName?: string };

const GENERIC_TITLES = new Set(["home", "homepage", "home page", "index", "untitled", "untitled document", "new page", "welcome", "page"]);
const SEPARATORS = /\s[|\-–—·•:»]\s|\s?[|·•»]\s?/u;

/** True when most letters are capitals: shouting in a result reads as spam and Google may rewrite it. */
export function isAllCaps(text: string): boolean {
  const letters = text.match(/\p{L}/gu) ?? [];
  const upper = letters.filter((l) => /\p{Lu}/u.test(l)).length;
  return letters.length >= 8 && upper / letters.length >= 0.8;
}

function brandRepeated(title: string, brands: string[]): string | null {
  const segments = title.split(SEPARATORS).map((s) => s.trim().toLowerCase()).filter(Boolean);
  const repeatedSegment = segments.find((s, i) => segments.indexOf(s) !== i);
  if (repeatedSegment) return repeatedSegment;
  for (const brand of brands) {
    const escaped = brand.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    if (brand.length >= 3 && (title.match(new RegExp(`\\b${escaped}\\b`, "giu")) ?? []).length >= 2) return brand;
  }
  return null;
}

function repeatedWord(title: string): string | null {
  const counts = new Map<string, number>();
  for (const word of title.toLowerCase().match(/\p{L}{4,}/gu) ?? []) counts.set(word, (counts.get(word) ?? 0) + 1);
  for (const [word, count] of counts) if (count >= 3) return word;
  return null;
}

const px = (n: number) => `${Math.round(n)} px`;

export function titleChecks(title: string, brands: string[]): Finding[] {
  if (title === "") {
    return [issue("error", "title-missing", "There is no title.", "Write a title of 30–60 characters that names what the page offers, with the brand at the end.")];
  }
  const width = measureText(title, TITLE_FONT);
  const chars = Array.from(title).length;
  const findings: Finding[] = [];
  if (width > DESKTOP_TITLE_MAX_PX) {
    findings.push(issue("warning", "title-too-long", `The title is ${px(width)} wide (${chars} characters); Google cuts desktop titles after about ${px(DESKTOP_TITLE_MAX_PX)}, so the end is replaced by “...”.`, `Shorten it by about ${px(width - DESKTOP_TITLE_MAX_PX)}, or move the words searchers look for to the front so only the brand is lost.`));
  } else if (chars < TITLE_MIN_CHARS) {
    findings.push(issue("warning", "title-too-short", `The title has only ${chars} characters; short titles are often rewritten by Google and leave unused space in the result.`, "Add the topic or the benefit of the page, e.g. “Product name — what it does | Brand”, aiming for 30–60 characters."));
  } else {
    findings.push(pass("title-length", `The title is ${chars} characters and ${px(width)} wide, so it fits desktop and mobile results.`));
  }
  if (GENERIC_TITLES.has(title.toLowerCase())) {
    findings.push(issue("warning", "title-generic", `“${title}” says nothing about the page, so Google will likely replace it.`, "Name what the page is about and who it is for, then your brand."));
  }
  const repeated = brandRepeated(title, brands);
  if (repeated) {
    findings.push(issue("warning", "title-brand-repeated", `“${repeated}” appears twice in the title, which wastes space and looks like a template error.`, "Keep the brand once, at the end of the title; check that the CMS does not append it to a title that already has it."));
  }
  const stuffed = repeatedWord(title);
  if (stuffed) {
    findings.push(issue("warning", "title-repeated-word", `“${stuffed}” is repeated three times or more in the title, which reads as keyword stuffing.`, "Use the main phrase once and spend the rest of the title on what makes the page different."));
  }
  if (isAllCaps(title)) {
    findings.push(issue("warning", "title-all-caps", "The title is written in capitals, which is hard to read and is often rewritten by Google.", "Use sentence case or title case; keep capitals for acronyms and names."));
  }
  return findings;
}

export function descriptionChecks(description: string): Finding[] {
  if (description === "") {
    return [issue("warning", "description-missing", "There is no meta description, so Google will build the snippet from text on the page.", "Write a 110–155 character summary of what the page offers and why to click, in a <meta name=\"description\"> tag.")];
  }
  const width = measureText(description, DESCRIPTION_FONT);
  const chars = Array.from(description).length;
  const findings: Finding[] = [];
  if (width > DESKTOP_DESCRIPTION_MAX_PX) {
    findings.push(issue("warning", "description-too-long", `The description is ${px(width)} wide (${chars} characters); desktop results show about ${px(DESKTOP_DESCRIPTION_MAX_PX)} and phones about ${px(MOBILE_DESCRIPTION_MAX_PX)}.`, `Cut about ${px(width - DESKTOP_DESCRIPTION_MAX_PX)} and keep the key message in the first ${px(MOBILE_DESCRIPTION_MAX_PX)}.`));
  } else if (width > MOBILE_DESCRIPTION_MAX_PX) {
    findings.push(issue("info", "description-cut-on-mobile", `The description is ${px(width)} wide: it fits on desktop but phones cut it after about ${px(MOBILE_DESCRIPTION_MAX_PX)}.`, "Make sure the first sentence carries the message on its own."));
  } else if (chars < DESCRIPTION_MIN_CHARS) {
    findings.push(issue("warning", "description-too-short", `The description has only ${chars} characters; Google tends to replace short descriptions with text from the page.`, "Describe the page in 110–155 characters: what it offers, for whom, and a reason to click."));
  } else {
    findings.push(pass("description-length", `The description is ${chars} characters and ${px(width)} wide, so it fits desktop and mobile results.`));
  }
  if (isAllCaps(description)) {
    findings.push(issue("warning", "description-all-caps", "The description is written in capitals.", "Write it in sentence case."));
  }
  return findings;
}

/** Every check of a search snippet; the same rules serve the SERP preview and the meta tags checker. */
export function snippetChecks({ title, description, hostname, siteName }: SnippetInput): Finding[] {
  const cleanTitle = collapseWhitespace(title);
  const cleanDescription = collapseWhitespace(description);
  const brands = [siteName?.trim().toLowerCase(), hostname ? brandFromHost(hostname) : undefined].filter(
    (b): b is string => Boolean(b),
  );
  const findings = [...titleChecks(cleanTitle, brands), ...descriptionChecks(cleanDescription)];
  if (cleanTitle !== "" && cleanTitle.toLowerCase() === cleanDescription.toLowerCase()) {
    findings.push(issue("warning", "description-same-as-title", "The description repeats the title word for word.", "Use the description to add what the title cannot: details, proof, or a reason to click."));
  }
  return findings;
}
