// The world's sites answer HTTP for every page they have, under `{base}/sites/{host}{path}`, in
// the state URL Inspection reports for the URL that day: a 404 where it says "Not found", a thin
// 200 page for a soft 404, a 301 for a redirect, noindex and canonical tags where it reads them.
// Printer copies under robots.txt's disallowed /print/ are real pages too; the sitemaps list a
// few of them, as real sites do (Google's "Submitted URL blocked by robots.txt").
import { DATASETS, LARGE_DATASET, type Dataset } from "../world/catalog";
import { authorsOf } from "../world/ga4-authors";
import { brandOf } from "../world/ga4-search-pages";
import { pacificClock } from "../world/search-dates";
import type { SitePage } from "../world/search-site";
import { indexStatus, removedOnceQuiet } from "./inspection-verdict";
import { authorPath } from "./site-page-authors";
import { notFoundHtml, pageHtml, serverErrorHtml } from "./site-page-html";
import { ownContent, siteIndex } from "./site-page-index";
import {
  authorView,
  contentView,
  type PlantedAuthor,
  type Shown,
  type Site,
} from "./site-page-views";
import { lastEdit, plannedEdit } from "./site-sitemaps";
import { findPlanned, plannedUrls, stateOn, type PlannedUrl } from "./site-url-groups";
import { BLOCKED_SECTION } from "./site-url-paths";

export type { PlantedAuthor } from "./site-page-views";
export { AUTHOR_MARKUPS, type AuthorMarkup } from "./site-page-authors";

/** Path prefixes every world site's robots.txt disallows; each holds real pages. */
export const ROBOTS_DISALLOWED: readonly string[] = [BLOCKED_SECTION];

type Answer =
  | ({ type: "page" } & Shown)
  | { type: "soft-404" | "missing" | "error" }
  | { type: "redirect"; location: string };

const WORLD: readonly Dataset[] = [...Object.values(DATASETS), LARGE_DATASET];
const MISSING: Answer = { type: "missing" };
const redirect = (location: string): Answer => ({ type: "redirect", location });

const pageSource = (site: Site, page: SitePage) => ({
  url: page.url,
  kind: page.kind,
  launch: page.launchDay,
  edited: lastEdit(page.url, page.launchDay, site.today),
});

const shown = (s: Shown | null): Answer => (s ? { type: "page", ...s } : MISSING);

function pageAnswer(site: Site, page: SitePage, url: URL): Answer {
  if (page.launchDay > site.today) return MISSING;
  // Only a page that may have been taken down needs its traffic, the costly part of inspection.
  if (removedOnceQuiet(page.url)) {
    const { status } = indexStatus(site.index.model, site.dataset, url, site.today);
    if (status.pageFetchState === "NOT_FOUND") return MISSING;
  }
  return shown(contentView(site, pageSource(site, page), page.url, { canonical: page.url }));
}

function plannedAnswer(site: Site, planned: PlannedUrl): Answer {
  if (planned.born > site.today) return MISSING;
  const original = planned.target ? site.index.pages.get(planned.target) : undefined;
  const copy = (canonical?: string) =>
    original
      ? shown(contentView(site, pageSource(site, original), planned.url, { canonical }))
      : MISSING;
  const edited = plannedEdit(site.dataset, planned, site.today);
  const own = { url: planned.url, kind: planned.kind, launch: planned.born, edited };
  switch (stateOn(site.dataset, planned, site.today).state) {
    case "not_found":
      return MISSING;
    case "soft_404":
      return { type: "soft-404" };
    case "server_error":
      return { type: "error" };
    case "redirect_error":
      return redirect(planned.url);
    case "page_with_redirect":
      return planned.target ? redirect(planned.target) : MISSING;
    case "duplicate_no_canonical":
      return copy();
    case "alternate_with_canonical":
      return copy(planned.target);
    case "noindex":
      return shown(contentView(site, own, planned.url, { noindex: true }));
    default:
      return shown(contentView(site, own, planned.url, { canonical: planned.url }));
  }
}

function resolve(site: Site, url: URL): Answer {
  const { href, pathname: path, search, origin } = url;
  if (path.startsWith(BLOCKED_SECTION)) {
    const original = new URL(`${origin}/${path.slice(BLOCKED_SECTION.length)}${search}`);
    const answer = resolve(site, original);
    if (answer.type !== "page") return MISSING;
    const view = { ...answer.view, url: href, canonical: original.href };
    return { ...answer, view, planted: { ...answer.planted, disallowed: true } };
  }
  const author = /^\/authors\/([a-z0-9-]+)\/$/.exec(path);
  if (author && !search) return shown(authorView(site, author[1]!, href));
  const page = site.index.pages.get(href);
  if (page) return pageAnswer(site, page, url);
  const planned = findPlanned(site.dataset, href);
  if (planned) return plannedAnswer(site, planned);
  if (search) {
    // Tracking parameters and the like: the page itself, naming its clean URL as canonical.
    const answer = resolve(site, new URL(`${origin}${path}`));
    if (answer.type !== "page") return MISSING;
    return { ...answer, view: { ...answer.view, url: href, canonical: `${origin}${path}` } };
  }
  if (!path.endsWith("/") && resolve(site, new URL(`${href}/`)).type !== "missing") {
    return redirect(`${href}/`);
  }
  return MISSING;
}

function siteOf(host: string, now: Date): Site | null {
  const dataset = WORLD.find((d) => d.hosts.includes(host));
  if (!dataset) return null;
  const { today } = pacificClock(now);
  return { dataset, host: dataset.hosts.indexOf(host), index: siteIndex(dataset), today };
}

const HTML = "text/html; charset=utf-8";

/** GET or HEAD of `https://{host}{file}{search}` on `now`; null for a host the world lacks. */
export function sitePage(request: Request, host: string, file: string, now: Date): Response | null {
  const site = siteOf(host, now);
  if (!site) return null;
  const answer = resolve(site, new URL(`https://${host}${file}${new URL(request.url).search}`));
  const respond = (status: number, body: string, headers: Record<string, string> = {}) =>
    new Response(request.method === "HEAD" ? null : body, {
      status,
      headers: { "content-type": HTML, "cache-control": "no-store", ...headers },
    });
  const notFound = () => notFoundHtml(brandOf(site.dataset));
  switch (answer.type) {
    case "page": {
      const modified = new Date(answer.view.modified * 86_400_000 + 15 * 3_600_000);
      return respond(200, pageHtml(answer.view), { "last-modified": modified.toUTCString() });
    }
    case "redirect":
      return respond(301, "", { location: answer.location });
    case "soft-404":
      return respond(200, notFound());
    case "error":
      return respond(500, serverErrorHtml());
    case "missing":
      return respond(404, notFound());
  }
}

/**
 * Every URL of `host` that answers a page on `now`'s Pacific day (its pages, sitemap-only URLs,
 * printer copies and author pages), with the author GA4 reports for it and the markup naming them.
 */
export function plantedAuthors(host: string, now: Date = new Date()): Map<string, PlantedAuthor> {
  const out = new Map<string, PlantedAuthor>();
  const site = siteOf(host, now);
  if (!site) return out;
  const origin = `https://${host}`;
  const pages = site.index.hostPages[site.host]!.map((p) => p.url);
  const planned = plannedUrls(site.dataset).filter((u) => u.host === site.host);
  const urls = [
    ...pages,
    ...planned.map((u) => u.url),
    ...[...pages, ...planned.filter(ownContent).map((u) => u.url)].map(
      (u) => `${origin}${BLOCKED_SECTION}${u.slice(origin.length + 1)}`,
    ),
    ...authorsOf(site.dataset.topic).map((name) => `${origin}${authorPath(name)}`),
  ];
  for (const url of urls) {
    const answer = resolve(site, new URL(url));
    if (answer.type === "page") out.set(url, answer.planted);
  }
  return out;
}
