// A dataset's pages as its web server knows them, built once per dataset on first request: the
// search world's pages by URL, each host's pages, and the author markup of every article.
import type { Dataset } from "../world/catalog";
import { mix32, textHash } from "../world/search-random";
import { buildSite, OLD_PAGE_BEFORE, type SiteModel, type SitePage } from "../world/search-site";
import type { PageKind } from "../world/search-topics";
import { markupAt, type AuthorMarkup } from "./site-page-authors";
import { plannedUrls, type PlannedUrl, type SiteUrlState } from "./site-url-groups";

export type SiteIndex = {
  model: SiteModel;
  pages: ReadonlyMap<string, SitePage>;
  hostPages: readonly SitePage[][];
  /** The markup each article (a page with its own content) names its author in. */
  markups: ReadonlyMap<string, AuthorMarkup>;
};

const ARTICLE_KINDS = new Set<PageKind>(["guide", "post"]);

/** Sitemap-only URLs that show another page's content, or none: they have no markup of their own. */
const BORROWED = new Set<SiteUrlState>([
  "page_with_redirect",
  "redirect_error",
  "blocked_by_robots",
  "duplicate_no_canonical",
  "alternate_with_canonical",
]);

export const ownContent = (planned: PlannedUrl): boolean => !BORROWED.has(planned.group);

// Old pages first, so that the first slots of the markup cycle go to pages that always exist.
function rankArticles(host: number, pages: SitePage[], planned: readonly PlannedUrl[]) {
  const key = (url: string, old: boolean) => (old ? 0 : 2 ** 32) + mix32(textHash(url), host, 93);
  const ranked = [
    ...pages
      .filter((p) => ARTICLE_KINDS.has(p.kind))
      .map((p) => ({ url: p.url, key: key(p.url, p.launchDay < OLD_PAGE_BEFORE) })),
    ...planned
      .filter((u) => u.host === host && ownContent(u) && ARTICLE_KINDS.has(u.kind))
      .map((u) => ({ url: u.url, key: key(u.url, false) })),
  ];
  ranked.sort((a, b) => a.key - b.key);
  return ranked.map((r, rank) => [r.url, markupAt(rank)] as const);
}

const indexes = new Map<string, SiteIndex>();

export function siteIndex(dataset: Dataset): SiteIndex {
  const cached = indexes.get(dataset.id);
  if (cached) return cached;
  const model = buildSite(dataset);
  const planned = plannedUrls(dataset);
  const hostPages = dataset.hosts.map((_, h) => model.pages.filter((p) => p.host === h));
  const index: SiteIndex = {
    model,
    pages: new Map(model.pages.map((p) => [p.url, p])),
    hostPages,
    markups: new Map(hostPages.flatMap((pages, h) => rankArticles(h, pages, planned))),
  };
  indexes.set(dataset.id, index);
  return index;
}
