import { load, type CheerioAPI } from "cheerio";
import type { AnyNode } from "domhandler";
import { toIsoDate } from "./dates";
import { readJsonLd } from "./json-ld";
import { authorIdOf, nameFromUrl, readName, splitByline } from "./names";

export { authorIdOf } from "./names";

export type AuthorSource = "json-ld" | "meta" | "article:author" | "rel-author" | "byline";
export type PageAuthor = { name: string; url?: string; source: AuthorSource };
export type Authorship = { authors: PageAuthor[]; published?: string; modified?: string };

type Candidate = { name?: string; url?: string };

/**
 * Markups in the order they win: JSON-LD is typed and is what Google reads for an article's
 * author; `meta name=author` is the page's own declaration but often a site-wide default;
 * `article:author` is meant for Facebook and mostly a profile URL; `rel=author` was retired by
 * Google in 2014 and lingers in templates; bylines are visible text, read by guesswork.
 */
export const AUTHOR_SOURCES: readonly AuthorSource[] = [
  "json-ld",
  "meta",
  "article:author",
  "rel-author",
  "byline",
];

const BYLINE = [
  "[itemprop~=author]",
  ".byline",
  ".author",
  ".post-author",
  ".entry-author",
  ".author-name",
  "address.author",
].join(", ");
const BYLINE_NAME = "[itemprop~=name], .author-name, .fn, a[rel~=author]";
const DATE_SCOPE = `${BYLINE}, .entry-meta, .post-meta, .article-meta, .posted-on`;
const COMMENTS = ".comment, .comments, #comments, .comment-list";

function resolveHref(href: string | undefined, base: string): string | undefined {
  if (!href?.trim()) return undefined;
  try {
    const url = new URL(href.trim(), base);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : undefined;
  } catch {
    return undefined;
  }
}

function fromText(raw: string, url?: string): Candidate[] {
  const read = readName(raw);
  if (!read) return url ? [{ url }] : [];
  return [read.name ? { name: read.name, ...(url ? { url } : {}) } : { url: read.url }];
}

/** The names in one byline element, each with the link whose text is that name. */
function readByline($: CheerioAPI, element: AnyNode, pageUrl: string): Candidate[] {
  const $el = $(element);
  const links = ($el.is("a") ? $el : $el.find("a")).toArray().map((link) => ({
    name: readName($(link).text())?.name,
    url: resolveHref($(link).attr("href"), pageUrl),
  }));
  const clone = $el.clone();
  clone.find("time, script, style, img, svg, noscript").remove();
  const parts = splitByline(clone.text());
  return parts.flatMap((part) => {
    const id = authorIdOf(readName(part)?.name ?? "");
    const link = links.find((l) => l.name && authorIdOf(l.name) === id);
    // A lone link in a one-name byline is that author's, whatever it wraps (often the avatar).
    const url = link?.url ?? (parts.length === 1 && links.length === 1 ? links[0]!.url : undefined);
    return fromText(part, url);
  });
}

function bylineCandidates($: CheerioAPI, pageUrl: string): Candidate[] {
  const found: Candidate[] = [];
  $(BYLINE).each((_, element) => {
    const $el = $(element);
    if ($el.closest(COMMENTS).length > 0 || $el.parents(BYLINE).length > 0) return;
    if ($el.is("meta, link")) {
      found.push(...fromText($el.attr("content") ?? "", resolveHref($el.attr("href"), pageUrl)));
      return;
    }
    const names = $el.find(BYLINE_NAME).toArray();
    for (const source of names.length > 0 ? names : [element]) {
      found.push(...readByline($, source, pageUrl));
    }
  });
  return found;
}

function candidatesBySource($: CheerioAPI, pageUrl: string, ld: Candidate[]) {
  const meta = (key: string) =>
    $(`meta[name="${key}" i], meta[property="${key}" i]`)
      .map((_, el) => $(el).attr("content") ?? "")
      .get();
  const relAuthor = $("link[rel~=author i], a[rel~=author i]")
    .toArray()
    .filter((el) => $(el).closest(COMMENTS).length === 0)
    .flatMap((el) =>
      fromText($(el).attr("title") ?? $(el).text(), resolveHref($(el).attr("href"), pageUrl)),
    );
  const jsonLd = ld.flatMap((a) =>
    a.name ? fromText(a.name, a.url) : a.url ? [{ url: a.url }] : [],
  );
  return new Map<AuthorSource, Candidate[]>([
    ["json-ld", jsonLd],
    ["meta", meta("author").flatMap((content) => fromText(content))],
    ["article:author", meta("article:author").flatMap((content) => fromText(content))],
    ["rel-author", relAuthor],
    ["byline", bylineCandidates($, pageUrl)],
  ]);
}

/** The winning source's authors in order, deduplicated; URL-only entries named from their slug. */
function pickAuthors(bySource: Map<AuthorSource, Candidate[]>): PageAuthor[] {
  const named = AUTHOR_SOURCES.find((source) => bySource.get(source)!.some((c) => c.name));
  const source = named ?? AUTHOR_SOURCES.find((s) => bySource.get(s)!.some((c) => c.url));
  if (!source) return [];
  // Another markup may link the same person: "Jane Doe" in JSON-LD, her page in rel=author.
  const urls = new Map<string, string>();
  for (const candidates of bySource.values()) {
    for (const c of candidates) if (c.name && c.url) urls.set(authorIdOf(c.name), c.url);
  }
  const seen = new Set<string>();
  const authors: PageAuthor[] = [];
  for (const candidate of bySource.get(source)!) {
    const name = candidate.name ?? (candidate.url ? nameFromUrl(candidate.url) : null);
    if (!name) continue;
    const id = authorIdOf(name);
    if (seen.has(id)) continue;
    seen.add(id);
    const url = candidate.url ?? urls.get(id);
    authors.push({ name, ...(url ? { url } : {}), source });
  }
  return authors;
}

function firstDate($: CheerioAPI, selectors: string[]): string | undefined {
  for (const selector of selectors) {
    for (const element of $(selector).toArray()) {
      const $el = $(element);
      const date = toIsoDate($el.attr("content") ?? $el.attr("datetime"));
      if (date) return date;
    }
  }
  return undefined;
}

/** Who wrote the page and when, from its JSON-LD, meta tags, author links and byline. */
export function extractAuthorship(html: string, pageUrl: string): Authorship {
  const $ = load(html);
  const blocks = $('script[type="application/ld+json" i]')
    .map((_, el) => $(el).text())
    .get();
  const ld = readJsonLd(blocks);
  const authors = pickAuthors(candidatesBySource($, pageUrl, ld.authors));
  const published =
    toIsoDate(ld.published) ??
    firstDate($, [
      'meta[property="article:published_time" i], meta[name="article:published_time" i]',
      "[itemprop~=datePublished]",
      `:is(${DATE_SCOPE}) time[datetime]:not(.updated, [itemprop~=dateModified])`,
    ]);
  const modified =
    toIsoDate(ld.modified) ??
    firstDate($, [
      'meta[property="article:modified_time" i], meta[name="article:modified_time" i]',
      'meta[property="og:updated_time" i]',
      "[itemprop~=dateModified]",
      "time.updated[datetime]",
    ]);
  return {
    authors,
    ...(published ? { published } : {}),
    ...(modified ? { modified } : {}),
  };
}
