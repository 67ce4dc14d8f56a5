import { load } from "cheerio/slim";
import type { AnyNode, Element } from "domhandler";

export type ExtractedPage = {
  lang?: string;
  title: string;
  metaDescription: string;
  h1: string[];
  h2: string[];
  imageAlts: string[];
  /** Visible text, one entry per block-level element, so that phrases never run across blocks. */
  blocks: string[];
};

// Elements whose content a visitor never reads as page text.
const SKIPPED = new Set(
  `head script style noscript template svg math iframe object embed canvas audio video select
  textarea title meta link`.split(/\s+/),
);
// Block-level elements (and <br>, buttons, options, cells) end a run of text.
const BLOCKS = new Set(
  `address article aside blockquote body br button caption dd details dialog div dl dt fieldset
  figcaption figure footer form h1 h2 h3 h4 h5 h6 header hgroup hr html label legend li main menu
  nav ol option p pre section summary table tbody td tfoot th thead tr ul`.split(/\s+/),
);
const HIDDEN_STYLE =
  /(?:^|;)\s*(?:display\s*:\s*none|visibility\s*:\s*hidden)\s*(?:!important\s*)?(?:;|$)/i;

function isHidden(el: Element): boolean {
  const { attribs } = el;
  if ("hidden" in attribs) return true;
  if (attribs["aria-hidden"]?.trim().toLowerCase() === "true") return true;
  if (el.name === "input" && attribs.type?.toLowerCase() === "hidden") return true;
  const style = attribs.style;
  return style !== undefined && HIDDEN_STYLE.test(style);
}

function collapse(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

function textOf(node: AnyNode): string {
  if (node.type === "text") return node.data;
  return "children" in node ? node.children.map(textOf).join("") : "";
}

/**
 * Visible text and the places a phrase can be prominent. Hand-written tree walk over cheerio's
 * parse: one pass over the document, not one per selector, keeps a 1 MB page inside the time budget.
 */
export function extractPage(html: string): ExtractedPage {
  const $ = load(html);
  const page: ExtractedPage = {
    title: "",
    metaDescription: "",
    h1: [],
    h2: [],
    imageAlts: [],
    blocks: [],
  };
  let seenTitle = false;
  let seenDescription = false;
  let buffer: string[] = [];
  const flush = () => {
    if (buffer.length === 0) return;
    const text = collapse(buffer.join(""));
    if (text) page.blocks.push(text);
    buffer = [];
  };

  // Metadata is read wherever the parser left it: without <head>, a <title> can sit in the body.
  const readMetadata = (el: Element, name: string) => {
    if (name === "html" && !page.lang) page.lang = el.attribs.lang?.trim() || undefined;
    if (name === "title" && !seenTitle) {
      seenTitle = true;
      page.title = collapse(textOf(el));
    }
    if (
      name === "meta" &&
      !seenDescription &&
      el.attribs.name?.trim().toLowerCase() === "description"
    ) {
      seenDescription = true;
      page.metaDescription = collapse(el.attribs.content ?? "");
    }
  };

  const visit = (node: AnyNode, inHead: boolean) => {
    if (node.type === "text") {
      if (!inHead) buffer.push(node.data);
      return;
    }
    if (node.type === "root") {
      for (const child of node.children) visit(child, inHead);
      return;
    }
    if (node.type !== "tag") return;
    const name = node.name.toLowerCase();
    readMetadata(node, name);
    if (name === "head") {
      for (const child of node.children) visit(child, true);
      return;
    }
    if (inHead || SKIPPED.has(name) || isHidden(node)) return;
    if (name === "img") {
      const alt = collapse(node.attribs.alt ?? "");
      if (alt) page.imageAlts.push(alt);
      return;
    }
    const block = BLOCKS.has(name);
    if (block) flush();
    const firstBlock = page.blocks.length;
    for (const child of node.children) visit(child, false);
    if (block) flush();
    if (name === "h1" || name === "h2") page[name].push(page.blocks.slice(firstBlock).join(" "));
  };
  for (const node of $.root().toArray()) visit(node, false);
  flush();
  return page;
}
