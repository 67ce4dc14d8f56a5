import { collapseWhitespace } from "@/lib/tools/serp-preview/pixel-width";
import { issue, pass, type Finding } from "./finding";
import type { Area, PageContext } from "./page";

export type Heading = { level: number; text: string };
export type HeadingNode = Heading & { children: HeadingNode[] };
export type HeadingsData = { headings: Heading[]; outline: HeadingNode[] };

const LONG_H1_CHARS = 70;

/** Nests each heading under the nearest earlier heading of a higher rank. */
export function buildOutline(headings: Heading[]): HeadingNode[] {
  const roots: HeadingNode[] = [];
  const stack: HeadingNode[] = [];
  for (const heading of headings) {
    const node: HeadingNode = { ...heading, children: [] };
    while (stack.length > 0 && (stack.at(-1)?.level ?? 0) >= heading.level) stack.pop();
    const parent = stack.at(-1);
    if (parent) parent.children.push(node);
    else roots.push(node);
    stack.push(node);
  }
  return roots;
}

function readHeadings({ $ }: PageContext): Heading[] {
  return $("h1, h2, h3, h4, h5, h6")
    .map((_, el) => {
      const $el = $(el);
      const alt = $el
        .find("img[alt]")
        .map((__, img) => $(img).attr("alt"))
        .get()
        .join(" ");
      return {
        level: Number(el.tagName.slice(1)),
        text: collapseWhitespace($el.text()) || collapseWhitespace(alt),
      };
    })
    .get();
}

export function checkHeadings(ctx: PageContext): Area<HeadingsData> {
  const headings = readHeadings(ctx);
  const h1s = headings.filter((h) => h.level === 1);
  const findings: Finding[] = [];
  if (h1s.length === 0) {
    findings.push(
      issue(
        "warning",
        "h1-missing",
        "The page has no h1, so neither visitors nor search engines get a main heading.",
        "Add one <h1> that says what the page is about, close to the title tag's wording.",
      ),
    );
  } else if (h1s.length > 1) {
    findings.push(
      issue(
        "warning",
        "h1-multiple",
        `The page has ${h1s.length} h1 headings: ${h1s.map((h) => `“${h.text}”`).join(", ")}.`,
        "Keep one h1 for the page's topic and make the others h2 (a logo or site name should not be an h1).",
      ),
    );
  } else {
    const text = h1s[0]?.text ?? "";
    findings.push(pass("h1-single", `One h1: “${text}”.`));
    if (text.length > LONG_H1_CHARS) {
      findings.push(
        issue(
          "info",
          "h1-long",
          `The h1 is ${text.length} characters long.`,
          "A main heading reads best under about 70 characters; move detail into the lead paragraph.",
        ),
      );
    }
  }
  const empty = headings.filter((h) => h.text === "");
  if (empty.length > 0) {
    findings.push(
      issue(
        "warning",
        "heading-empty",
        `${empty.length} heading${empty.length === 1 ? " is" : "s are"} empty (${empty.map((h) => `h${h.level}`).join(", ")}).`,
        "Give each heading text, or use a styled <p> or <div> where no heading is meant.",
      ),
    );
  }
  const skips: string[] = [];
  headings.forEach((h, i) => {
    const previous = headings[i - 1]?.level;
    if (previous && h.level > previous + 1)
      skips.push(`h${previous} → h${h.level}${h.text ? ` “${h.text.slice(0, 40)}”` : ""}`);
  });
  if (skips.length > 0) {
    findings.push(
      issue(
        "warning",
        "heading-skipped-level",
        `Heading levels are skipped ${skips.length} time${skips.length === 1 ? "" : "s"}: ${skips.slice(0, 3).join("; ")}${skips.length > 3 ? "; …" : ""}.`,
        "Go down one level at a time (h2 under h1, h3 under h2) so screen reader users can follow the structure; style with CSS, not with the heading level.",
      ),
    );
  } else if (headings.length > 0) {
    findings.push(pass("heading-order", "Heading levels never skip a step."));
  }
  return { data: { headings, outline: buildOutline(headings) }, findings };
}
