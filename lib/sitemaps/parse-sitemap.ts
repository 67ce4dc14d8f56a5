import { XMLParser, XMLValidator } from "fast-xml-parser";

// The formats Google reads as sitemaps: the sitemaps.org urlset and index, RSS 2.0 and Atom 1.0
// feeds, and plain text with one URL a line.

export type SitemapKind = "urlset" | "index" | "rss" | "atom" | "text";
export type SitemapEntry = { loc: string; lastmod: string | null };
export type ParsedSitemap = { kind: SitemapKind; entries: SitemapEntry[] };
export type ParseProblem = { code: "not_xml" | "not_sitemap"; message: string };
export type ParseResult =
  { ok: true; sitemap: ParsedSitemap } | { ok: false; problem: ParseProblem };

const LISTS = new Set([
  "urlset.url",
  "sitemapindex.sitemap",
  "rss.channel.item",
  "feed.entry",
  "feed.entry.link",
]);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@",
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  isArray: (_name, jpath) => LISTS.has(String(jpath)),
  processEntities: { enabled: true, maxEntityCount: 100, maxExpandedLength: 10_000 },
});

type Node = Record<string, unknown>;
const asNode = (value: unknown): Node =>
  typeof value === "object" && value !== null ? (value as Node) : {};
const list = (value: unknown): Node[] => (Array.isArray(value) ? value.map(asNode) : []);

function text(value: unknown): string | null {
  if (typeof value === "string") return value.trim();
  if (typeof value === "number") return String(value);
  const inner = asNode(value)["#text"];
  return typeof inner === "string" ? inner.trim() : null;
}

/** An RSS pubDate is an RFC 822 date; it is kept as written when it cannot be read, to be flagged. */
function rssDate(value: unknown): string | null {
  const written = text(value);
  if (!written) return null;
  const time = Date.parse(written);
  return Number.isNaN(time) ? written : new Date(time).toISOString();
}

function atomLink(entry: Node): string {
  const links = list(entry.link);
  const chosen = links.find((l) => !l["@rel"] || l["@rel"] === "alternate") ?? links[0];
  return typeof chosen?.["@href"] === "string" ? chosen["@href"].trim() : "";
}

function fromDocument(doc: Node): ParsedSitemap | null {
  if ("urlset" in doc) {
    const urls = list(asNode(doc.urlset).url);
    return {
      kind: "urlset",
      entries: urls.map((u) => ({ loc: text(u.loc) ?? "", lastmod: text(u.lastmod) })),
    };
  }
  if ("sitemapindex" in doc) {
    const maps = list(asNode(doc.sitemapindex).sitemap);
    return {
      kind: "index",
      entries: maps.map((s) => ({ loc: text(s.loc) ?? "", lastmod: text(s.lastmod) })),
    };
  }
  if ("rss" in doc) {
    const items = list(asNode(asNode(doc.rss).channel).item);
    return {
      kind: "rss",
      entries: items.map((i) => ({ loc: text(i.link) ?? "", lastmod: rssDate(i.pubDate) })),
    };
  }
  if ("feed" in doc) {
    const entries = list(asNode(doc.feed).entry);
    return {
      kind: "atom",
      entries: entries.map((e) => ({ loc: atomLink(e), lastmod: text(e.updated) })),
    };
  }
  return null;
}

const rootName = (xml: string) =>
  /<([A-Za-z_][\w.:-]*)/.exec(
    xml.replace(/<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>]*>/gi, ""),
  )?.[1];

/** Reads a sitemap's text; a file that is not one says what it is instead. */
export function parseSitemap(body: string): ParseResult {
  const content = body.replace(/^\uFEFF/, "").trim();
  if (content === "")
    return { ok: false, problem: { code: "not_sitemap", message: "The file is empty." } };
  if (!content.startsWith("<")) {
    const lines = content
      .split(/\r?\n/)
      .map((l) => l.trim())
      .filter(Boolean);
    if (lines.every((line) => /^https?:\/\/\S+$/i.test(line))) {
      return {
        ok: true,
        sitemap: { kind: "text", entries: lines.map((loc) => ({ loc, lastmod: null })) },
      };
    }
    return {
      ok: false,
      problem: { code: "not_xml", message: "The file is neither XML nor a plain list of URLs." },
    };
  }
  const valid = XMLValidator.validate(content);
  if (valid !== true) {
    const { msg, line } = valid.err;
    return {
      ok: false,
      problem: {
        code: "not_xml",
        message: `The file is not well-formed XML: ${msg} (line ${line}).`,
      },
    };
  }
  let document: Node;
  try {
    document = asNode(parser.parse(content));
  } catch (error) {
    const reason = error instanceof Error ? error.message : "it could not be read";
    return {
      ok: false,
      problem: { code: "not_xml", message: `The XML could not be read: ${reason}` },
    };
  }
  const sitemap = fromDocument(document);
  if (sitemap) return { ok: true, sitemap };
  const root = rootName(content) ?? "unknown";
  return {
    ok: false,
    problem: {
      code: "not_sitemap",
      message: `The XML is not a sitemap: its root element is <${root}>, not <urlset> or <sitemapindex>.`,
    },
  };
}
