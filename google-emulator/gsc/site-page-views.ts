// What a world site's page shows: GA4's title and author for it, words about its subject, links
// to a few other pages of its host, its dates, and its author in the markup the page was dealt.
import type { Dataset } from "../world/catalog";
import { authorOf, authorsOf } from "../world/ga4-authors";
import { brandOf, landingPage } from "../world/ga4-search-pages";
import { mix32, textHash } from "../world/search-random";
import { slugOf, type PageKind } from "../world/search-topics";
import { jsonLd, type AuthorMarkup } from "./site-page-authors";
import type { PageLink, PageView } from "./site-page-html";
import type { SiteIndex } from "./site-page-index";
import { pageWords } from "./site-page-text";

/** Who wrote a served page (GA4's `article_author`) and how the page says so. */
export type PlantedAuthor = {
  /** `authorOf` for an article, also when the page carries no markup; null for other pages. */
  author: string | null;
  markup: AuthorMarkup;
  /** Under a path robots.txt disallows. */
  disallowed: boolean;
};

/** The page whose words a URL shows: itself, or the original of a copy or duplicate. */
export type Source = { url: string; kind: PageKind; launch: number; edited: number };

export type Site = { dataset: Dataset; host: number; index: SiteIndex; today: number };

export type Shown = { view: PageView; planted: PlantedAuthor };

const nameOf = (title: string) => title.split(" | ")[0] ?? title;

function relatedLinks(site: Site, source: Source): PageLink[] {
  const pool = site.index.hostPages[site.host]!.filter(
    (p) => p.launchDay <= site.today && p.url !== source.url,
  );
  const seed = textHash(source.url);
  const picked = new Set(
    Array.from({ length: 5 }, (_, i) => pool[mix32(seed, i, 95) % pool.length]),
  );
  return [...picked].flatMap((p) =>
    p
      ? [
          {
            href: new URL(p.url).pathname,
            text: nameOf(landingPage(site.dataset, p.url, p.kind, 0).title),
          },
        ]
      : [],
  );
}

/** The page `href` showing `source`'s content. */
export function contentView(
  site: Site,
  source: Source,
  href: string,
  head: { canonical?: string; noindex?: boolean },
): Shown {
  const page = landingPage(site.dataset, source.url, source.kind, source.launch);
  const brand = brandOf(site.dataset);
  const h1 = nameOf(page.title);
  const words = pageWords(site.dataset.topic, page.kind, source.url, { name: h1, brand });
  const markup = page.author ? (site.index.markups.get(source.url) ?? "none") : "none";
  const byline =
    page.author && markup !== "none"
      ? {
          name: page.author,
          markup,
          type: page.kind === "blog" ? ("BlogPosting" as const) : ("Article" as const),
          variant: mix32(textHash(source.url), 94),
        }
      : undefined;
  const view: PageView = {
    url: href,
    title: page.title,
    description: words.description,
    h1,
    paragraphs: words.paragraphs,
    canonical: head.canonical,
    noindex: head.noindex ?? false,
    brand,
    published: source.launch,
    modified: source.edited,
    links: relatedLinks(site, source),
    byline,
  };
  return { view, planted: { author: page.author, markup, disallowed: false } };
}

/** `/authors/{slug}/`: the writer's Person page, listing what they wrote on this host. */
export function authorView(site: Site, slug: string, href: string): Shown | null {
  const { topic } = site.dataset;
  const name = authorsOf(topic).find((n) => slugOf(n) === slug);
  if (!name) return null;
  const kinds = { guide: "guide", post: "blog" } as const;
  const written = site.index.hostPages[site.host]!.filter((p) => {
    if (p.launchDay > site.today || (p.kind !== "guide" && p.kind !== "post")) return false;
    return authorOf(topic, kinds[p.kind], new URL(p.url).pathname) === name;
  }).sort((a, b) => b.launchDay - a.launchDay);
  if (written.length === 0) return null;
  const brand = brandOf(site.dataset);
  const person = {
    "@context": "https://schema.org",
    "@type": "Person",
    name,
    url: href,
    worksFor: { "@type": "Organization", name: brand },
  };
  const view: PageView = {
    url: href,
    title: `${name} | ${brand}`,
    description: `Articles by ${name} for ${brand}.`,
    h1: name,
    paragraphs: [`${name} writes for ${brand}. Their most recent articles are listed below.`],
    canonical: href,
    noindex: false,
    brand,
    published: written.at(-1)!.launchDay,
    modified: written[0]!.launchDay,
    links: written.slice(0, 10).map((p) => ({
      href: new URL(p.url).pathname,
      text: nameOf(landingPage(site.dataset, p.url, p.kind, 0).title),
    })),
    head: [jsonLd(person)],
  };
  return { view, planted: { author: null, markup: "none", disallowed: false } };
}
