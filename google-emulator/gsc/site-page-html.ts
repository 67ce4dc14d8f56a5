// The HTML5 documents a world site answers with: a page, its 404 and its thin "not found" page.
import {
  authorHead,
  authorLine,
  escapeHtml,
  isoTime,
  longDate,
  type Article,
  type Byline,
} from "./site-page-authors";

export type PageLink = { href: string; text: string };

export type PageView = {
  url: string;
  title: string;
  description: string;
  h1: string;
  paragraphs: string[];
  /** Absent when the page declares none (duplicates without one, noindex pages). */
  canonical?: string;
  noindex: boolean;
  brand: string;
  published: number;
  modified: number;
  links: PageLink[];
  byline?: Byline;
  /** More tags for `<head>`, e.g. an author page's Person JSON-LD. */
  head?: string[];
};

function documentHtml(head: string[], body: string[]): string {
  return [
    "<!doctype html>",
    '<html lang="en">',
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    ...head,
    "</head>",
    "<body>",
    ...body,
    "</body>",
    "</html>",
    "",
  ].join("\n");
}

const siteHeader = (brand: string) =>
  `<header><a href="/" class="logo">${escapeHtml(brand)}</a></header>`;

export function pageHtml(v: PageView): string {
  const article: Article = {
    url: v.url,
    headline: v.h1,
    brand: v.brand,
    published: v.published,
    modified: v.modified,
  };
  const head = [
    `<title>${escapeHtml(v.title)}</title>`,
    `<meta name="description" content="${escapeHtml(v.description)}">`,
    ...(v.noindex ? ['<meta name="robots" content="noindex">'] : []),
    ...(v.canonical ? [`<link rel="canonical" href="${escapeHtml(v.canonical)}">`] : []),
    ...(v.byline ? authorHead(v.byline, article) : []),
    ...(v.head ?? []),
  ];
  const byline = v.byline ? authorLine(v.byline, article) : "";
  const dates =
    `<p class="dates">Published <time datetime="${isoTime(v.published)}">` +
    `${longDate(v.published)}</time> · Updated <time datetime="${isoTime(v.modified)}">` +
    `${longDate(v.modified)}</time></p>`;
  const links = v.links.map(
    (l) => `<li><a href="${escapeHtml(l.href)}">${escapeHtml(l.text)}</a></li>`,
  );
  return documentHtml(head, [
    siteHeader(v.brand),
    "<main>",
    "<article>",
    `<h1>${escapeHtml(v.h1)}</h1>`,
    ...(byline ? [byline] : []),
    ...v.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    dates,
    "</article>",
    ...(links.length > 0
      ? ['<nav aria-label="Related">', "<h2>Related</h2>", "<ul>", ...links, "</ul>", "</nav>"]
      : []),
    "</main>",
    `<footer><p>© ${escapeHtml(v.brand)}</p></footer>`,
  ]);
}

/** The page a missing URL shows: with a 404 status, or with 200 on a soft 404. */
export function notFoundHtml(brand: string): string {
  return documentHtml(
    [`<title>Page not found | ${escapeHtml(brand)}</title>`],
    [
      siteHeader(brand),
      "<main>",
      "<h1>Sorry, we couldn’t find that page</h1>",
      '<p><a href="/">Back to the home page</a></p>',
      "</main>",
    ],
  );
}

export function serverErrorHtml(): string {
  return documentHtml(
    ["<title>500 Internal Server Error</title>"],
    ["<h1>Internal Server Error</h1>", "<p>The server could not complete your request.</p>"],
  );
}
