// The world's websites' own files, served under `{base}/sites/{host}/`: robots.txt, the sitemap
// index, its children, the blog feed and the pending sitemap, exactly the paths the Sitemaps API
// lists; every other path is a page of the site (site-pages.ts). No token: a site is public.
// `.example` never resolves, so the app reads these in embedded mode instead of the hosts themselves.
import { DATASETS, LARGE_DATASET, type Dataset, type SiteEntry } from "../world/catalog";
import { dayString, pacificClock } from "../world/search-dates";
import { stateStatus } from "./inspection-states";
import { robotsTxt, rssXml, sitemapIndexXml, urlsetXml } from "./site-file-xml";
import { hostSitemaps } from "./site-sitemaps";
import { plannedUrls, stateOn, type SiteUrlState } from "./site-url-groups";
import { sitePage } from "./site-pages";
import { inProperty } from "./sites";

export { SITE_URL_GROUPS, type SiteUrlGroup, type SiteUrlState } from "./site-url-groups";

export type SiteUrl = {
  url: string;
  /** Its state on the day asked for: the group it is meant to show up in. */
  group: SiteUrlState;
  /** Google's English `coverageState` for that state. */
  coverageState: string;
  /** The child sitemap that lists it. */
  sitemap: string;
  /** The page it redirects to, duplicates or names as canonical. */
  target?: string;
  /** For the few URLs whose state flips: the Pacific day of this cycle's change, and the states. */
  change?: { day: string; before: SiteUrlState; after: SiteUrlState };
};

const WORLD: readonly Dataset[] = [...Object.values(DATASETS), LARGE_DATASET];

/** The property `siteUrl` names, as an owner would see it (any dataset, any account). */
export function siteEntryFor(siteUrl: string): SiteEntry | undefined {
  if (siteUrl.startsWith("sc-domain:")) {
    const dataset = WORLD.find((d) => d.domain === siteUrl.slice("sc-domain:".length));
    return dataset && { siteUrl, permissionLevel: "siteOwner", dataset };
  }
  const host = URL.canParse(siteUrl) ? new URL(siteUrl).hostname : "";
  const dataset = WORLD.find((d) => d.hosts.includes(host));
  return dataset && { siteUrl, permissionLevel: "siteOwner", dataset, prefix: siteUrl };
}

/**
 * The property's sitemap-only URLs (never in search data), each with the group URL Inspection
 * files it under on `now`'s Pacific day. Empty for a property the world does not have.
 */
export function siteUrlsOf(site: SiteEntry | string, now: Date = new Date()): SiteUrl[] {
  const entry = typeof site === "string" ? siteEntryFor(site) : site;
  if (!entry) return [];
  const { today } = pacificClock(now);
  return plannedUrls(entry.dataset)
    .filter((u) => u.born <= today && inProperty(entry, u.url))
    .map((u) => {
      const { state, changeDay } = stateOn(entry.dataset, u, today);
      return {
        url: u.url,
        group: state,
        coverageState: stateStatus(state, u.target).coverageState,
        sitemap: u.sitemap,
        ...(u.target ? { target: u.target } : {}),
        ...(u.flip && changeDay !== undefined
          ? { change: { day: dayString(changeDay), before: u.flip.before, after: u.flip.after } }
          : {}),
      };
    });
}

const XML = "application/xml; charset=utf-8";

const notFound = () =>
  new Response("Not Found\n", {
    status: 404,
    headers: { "content-type": "text/plain; charset=utf-8" },
  });

/** The text and type of the file at `path` (`{host}/{file}`) on Pacific day `today`, if any. */
function siteFile(path: string, today: number): { body: string; type: string } | null {
  const slash = path.indexOf("/");
  const host = slash < 0 ? path : path.slice(0, slash);
  const file = slash < 0 ? "" : path.slice(slash);
  const dataset = WORLD.find((d) => d.hosts.includes(host));
  // Every file is robots.txt or XML; pages must not pay for building the sitemaps.
  if (!dataset || (file !== "/robots.txt" && !file.endsWith(".xml"))) return null;
  const files = hostSitemaps(dataset, dataset.hosts.indexOf(host), today);
  const url = `https://${host}${file}`;
  if (file === "/robots.txt")
    return { body: robotsTxt(files.index), type: "text/plain; charset=utf-8" };
  if (url === files.index) {
    const children = files.children.map((c) => ({
      loc: c.path,
      lastmod: c.entries.reduce((latest, e) => (e.lastmod > latest ? e.lastmod : latest), ""),
    }));
    return { body: sitemapIndexXml(children), type: XML };
  }
  const child = [...files.children, ...(files.pending ? [files.pending] : [])].find(
    (c) => c.path === url,
  );
  if (child) return { body: urlsetXml(child.entries), type: XML };
  if (files.feed?.path === url) {
    const { title, items } = files.feed;
    return { body: rssXml(title, `https://${host}/`, items), type: XML };
  }
  return null;
}

/** GET or HEAD `{base}/sites/{host}/{file}` — `path` is what follows `sites/`. */
export function handleSiteFile(request: Request, path: string, now: Date): Response {
  if (request.method !== "GET" && request.method !== "HEAD") {
    return new Response(null, { status: 405, headers: { allow: "GET, HEAD" } });
  }
  const found = siteFile(path, pacificClock(now).today);
  if (!found) {
    // `path` comes without its trailing slash, which tells `/guides` from `/guides/`.
    const slash = path.indexOf("/");
    const host = slash < 0 ? path : path.slice(0, slash);
    const file = `${slash < 0 ? "" : path.slice(slash)}/`;
    const trailing = new URL(request.url).pathname.endsWith("/") || slash < 0;
    return sitePage(request, host, trailing ? file : file.slice(0, -1), now) ?? notFound();
  }
  const headers = { "content-type": found.type, "cache-control": "no-store" };
  return new Response(request.method === "HEAD" ? null : found.body, { headers });
}
