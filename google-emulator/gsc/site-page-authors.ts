// How an article page names its author: each of the markups real sites use, one per page.
import { dayString } from "../world/search-dates";
import { slugOf } from "../world/search-topics";

export const AUTHOR_MARKUPS = [
  "json-ld",
  "json-ld-graph",
  "meta-author",
  "article-author",
  "rel-author",
  "byline",
  "conflict",
  "none",
] as const;
export type AuthorMarkup = (typeof AUTHOR_MARKUPS)[number];

// One article in ten has no author markup and one in twenty two that disagree in form; the first
// eight slots hold every markup once, so a host with a handful of articles still shows each.
const CYCLE: readonly AuthorMarkup[] = [
  "json-ld",
  "none",
  "meta-author",
  "byline",
  "conflict",
  "article-author",
  "rel-author",
  "json-ld-graph",
  "json-ld",
  "byline",
  "meta-author",
  "json-ld",
  "none",
  "article-author",
  "rel-author",
  "json-ld-graph",
  "byline",
  "json-ld",
  "meta-author",
  "article-author",
];

/** The markup of the article at `rank` in its host's shuffled list of articles. */
export const markupAt = (rank: number): AuthorMarkup => CYCLE[rank % CYCLE.length]!;

export const authorPath = (name: string): string => `/authors/${slugOf(name)}/`;

export type Byline = {
  name: string;
  markup: AuthorMarkup;
  /** Blog posts are `BlogPosting`, guides `Article`. */
  type: "BlogPosting" | "Article";
  /** Picks a markup's form: the graph's Person inline or by reference, the conflicting byline's. */
  variant: number;
};

export type Article = {
  url: string;
  headline: string;
  brand: string;
  published: number;
  modified: number;
};

export const isoTime = (day: number): string => `${dayString(day)}T15:00:00+00:00`;
const LONG_DATE = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });
export const longDate = (day: number): string => LONG_DATE.format(new Date(day * 86_400_000));

export const escapeHtml = (text: string): string =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export const jsonLd = (data: unknown): string =>
  `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, "\\u003c")}</script>`;

function articleLd(b: Byline, a: Article): string {
  const origin = new URL(a.url).origin;
  const person = { "@type": "Person", name: b.name, url: `${origin}${authorPath(b.name)}` };
  const article = {
    "@type": b.type,
    headline: a.headline,
    datePublished: isoTime(a.published),
    dateModified: isoTime(a.modified),
  };
  if (b.markup !== "json-ld-graph") {
    const publisher = { "@type": "Organization", name: a.brand };
    return jsonLd({
      "@context": "https://schema.org",
      ...article,
      mainEntityOfPage: a.url,
      author: person,
      publisher,
    });
  }
  // Yoast-style: a graph of nodes, the author sometimes only a reference to its Person node.
  const personId = `${origin}/#/schema/person/${slugOf(b.name)}`;
  const author = b.variant % 2 === 0 ? { "@id": personId } : { ...person, "@id": personId };
  return jsonLd({
    "@context": "https://schema.org",
    "@graph": [
      {
        "@type": "Organization",
        "@id": `${origin}/#organization`,
        name: a.brand,
        url: `${origin}/`,
      },
      { "@type": "WebPage", "@id": a.url, url: a.url, name: a.headline },
      { ...article, "@id": `${a.url}#article`, isPartOf: { "@id": a.url }, author },
      { ...person, "@id": personId },
    ],
  });
}

/** The tags the markup puts in `<head>`. */
export function authorHead(b: Byline, a: Article): string[] {
  const name = escapeHtml(b.name);
  switch (b.markup) {
    case "json-ld":
    case "json-ld-graph":
    case "conflict":
      return [articleLd(b, a)];
    case "meta-author":
      return [`<meta name="author" content="${name}">`];
    case "article-author":
      return [
        '<meta property="og:type" content="article">',
        `<meta property="article:author" content="${name}">`,
        `<meta property="article:published_time" content="${isoTime(a.published)}">`,
        `<meta property="article:modified_time" content="${isoTime(a.modified)}">`,
      ];
    default:
      return [];
  }
}

/** The line under the headline that names the author, if the markup has one. */
export function authorLine(b: Byline, a: Article): string {
  const time = `<time datetime="${isoTime(a.published)}">${longDate(a.published)}</time>`;
  const name = escapeHtml(b.name);
  switch (b.markup) {
    case "rel-author":
      return `<p class="author">Written by <a rel="author" href="${authorPath(b.name)}">${name}</a></p>`;
    case "byline":
      return `<p class="byline">By ${name} · ${time}</p>`;
    case "conflict": {
      // The same person as the JSON-LD, written the way templates mangle it.
      const shown = b.variant % 2 === 0 ? `By ${name}` : name.replace(" ", "  ");
      return `<p class="byline"><span class="author">${shown}</span> · ${time}</p>`;
    }
    default:
      return "";
  }
}
