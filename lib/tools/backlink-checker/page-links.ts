import * as cheerio from "cheerio";
import type { FoundLink, RelToken } from "./types";
import { linksToTarget, type Target } from "./target";

const REL_TOKENS: RelToken[] = ["nofollow", "sponsored", "ugc"];
const MAX_ANCHOR = 200;

const squash = (text: string) => text.replace(/\s+/g, " ").trim();

function resolve(href: string | undefined, base: URL): URL | null {
  if (!href) return null;
  try {
    return new URL(href.trim(), base);
  } catch {
    return null;
  }
}

export type PageFacts = {
  links: FoundLink[];
  canonical: string | null;
  /** Lower-case directives of <meta name="robots"> and <meta name="googlebot">. */
  robotsDirectives: string[];
};

/** Everything the backlink check needs from the HTML: links to the target, canonical, robots meta. */
export function readPage(html: string, pageUrl: string, target: Target): PageFacts {
  const $ = cheerio.load(html);
  const base = resolve($("base[href]").first().attr("href"), new URL(pageUrl)) ?? new URL(pageUrl);
  const links: FoundLink[] = [];
  $("a[href], area[href]").each((_, element) => {
    const node = $(element);
    const href = resolve(node.attr("href"), base);
    if (!href || !linksToTarget(href, target)) return;
    const relAttr = (node.attr("rel") ?? "").toLowerCase().split(/\s+/);
    const text = squash(node.text());
    const alt = squash(
      node
        .find("img[alt]")
        .map((_i, img) => $(img).attr("alt"))
        .get()
        .join(" "),
    );
    const anchor =
      text ||
      alt ||
      squash(node.attr("alt") ?? node.attr("aria-label") ?? node.attr("title") ?? "");
    links.push({
      href: href.href,
      anchor: anchor.slice(0, MAX_ANCHOR),
      kind: !text && (alt || node.is("area")) ? "image" : "text",
      rel: REL_TOKENS.filter((token) => relAttr.includes(token)),
    });
  });
  const canonical = resolve($('link[rel~="canonical" i][href]').first().attr("href"), base);
  const robotsDirectives = $("meta[name][content]")
    .filter((_, m) => ["robots", "googlebot"].includes(($(m).attr("name") ?? "").toLowerCase()))
    .map((_, m) =>
      ($(m).attr("content") ?? "")
        .toLowerCase()
        .split(",")
        .map((d) => d.trim()),
    )
    .get()
    .filter(Boolean);
  return { links, canonical: canonical ? canonical.href : null, robotsDirectives };
}
