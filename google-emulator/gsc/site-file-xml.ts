// The text of a site's robots.txt, sitemaps (sitemaps.org 0.9 with Google's image extension) and
// RSS 2.0 feed.
import { BLOCKED_SECTION } from "./site-url-paths";
import type { FeedItem, SitemapEntry } from "./site-sitemaps";

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>';
const SITEMAP_NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';
const IMAGE_NS = 'xmlns:image="http://www.google.com/schemas/sitemap-image/1.1"';

const escape = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export function robotsTxt(index: string): string {
  return ["User-agent: *", `Disallow: ${BLOCKED_SECTION}`, "", `Sitemap: ${index}`, ""].join("\n");
}

export function sitemapIndexXml(children: { loc: string; lastmod: string }[]): string {
  const items = children.map(
    (c) => `  <sitemap><loc>${escape(c.loc)}</loc><lastmod>${c.lastmod}</lastmod></sitemap>`,
  );
  return [XML_HEAD, `<sitemapindex ${SITEMAP_NS}>`, ...items, "</sitemapindex>", ""].join("\n");
}

export function urlsetXml(entries: SitemapEntry[]): string {
  const items = entries.map((e) => {
    const images = e.images.map(
      (loc) => `<image:image><image:loc>${escape(loc)}</image:loc></image:image>`,
    );
    return `  <url><loc>${escape(e.loc)}</loc><lastmod>${e.lastmod}</lastmod>${images.join("")}</url>`;
  });
  return [XML_HEAD, `<urlset ${SITEMAP_NS} ${IMAGE_NS}>`, ...items, "</urlset>", ""].join("\n");
}

const rfc822 = (day: string) => new Date(`${day}T15:00:00Z`).toUTCString().replace("GMT", "+0000");

export function rssXml(title: string, link: string, items: FeedItem[]): string {
  const entries = items.map((i) =>
    [
      "    <item>",
      `      <title>${escape(i.title)}</title>`,
      `      <link>${escape(i.loc)}</link>`,
      `      <guid>${escape(i.loc)}</guid>`,
      `      <pubDate>${rfc822(i.published)}</pubDate>`,
      "    </item>",
    ].join("\n"),
  );
  return [
    XML_HEAD,
    '<rss version="2.0">',
    "  <channel>",
    `    <title>${escape(title)}</title>`,
    `    <link>${escape(link)}</link>`,
    `    <description>${escape(title)}</description>`,
    ...entries,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}
