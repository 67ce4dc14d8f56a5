// The URLs a site lists in its sitemaps that never get search traffic, each in one of the page
// indexing report's not-indexed groups. Fixed by the dataset's seed, except a few per host whose
// state flips on a set day of a four-week cycle, so that two inspections days apart differ.
import type { Dataset } from "../world/catalog";
import { dayNumber } from "../world/search-dates";
import { mix32, shuffled, unit } from "../world/search-random";
import { buildSite, fillPath, OLD_PAGE_BEFORE, type SitePage } from "../world/search-site";
import { TOPICS } from "../world/search-topic-registry";
import { slugOf, subjectParts, type PageKind } from "../world/search-topics";
import { BLOCKED_SECTION, EXTRA_PATHS } from "./site-url-paths";

/** Google's not-indexed reasons, keyed as the app's coverage issues are. */
export const SITE_URL_GROUPS = [
  "crawled_not_indexed",
  "discovered_not_indexed",
  "noindex",
  "blocked_by_robots",
  "not_found",
  "soft_404",
  "page_with_redirect",
  "redirect_error",
  "server_error",
  "duplicate_no_canonical",
  "duplicate_google_chose_different",
  "alternate_with_canonical",
] as const;
export type SiteUrlGroup = (typeof SITE_URL_GROUPS)[number];
/** What a URL is on a given day: one of the groups, or indexed (only URLs that change). */
export type SiteUrlState = SiteUrlGroup | "indexed";

/** A sitemap-only URL as planned: `flip` marks one whose state changes within each cycle. */
export type PlannedUrl = {
  url: string;
  host: number;
  /** Absolute URL of the child sitemap that lists it. */
  sitemap: string;
  group: SiteUrlState;
  /** The kind of page it is, or is a variant of. */
  kind: PageKind;
  /** The page it duplicates, redirects to or names as its canonical. */
  target?: string;
  /** The first day it existed, for its lastmod. */
  born: number;
  flip?: { phase: number; before: SiteUrlState; after: SiteUrlState };
};

/** Variants of existing pages; the other groups get pages of their own (site-url-paths.ts). */
const DERIVED: Partial<Record<SiteUrlGroup, (page: SitePage, seed: number) => string>> = {
  blocked_by_robots: (page) => page.url.replace(/^(https:\/\/[^/]+)\//, `$1${BLOCKED_SECTION}`),
  page_with_redirect: (page) => page.url.replace(/\/$/, ".html"),
  redirect_error: (page) => `${page.url}amp/`,
  duplicate_no_canonical: (page) => page.url.replace(/\/$/, "-1/"),
  alternate_with_canonical: (page, seed) =>
    page.kind === "product"
      ? `${page.url}?variant=${40000000 + (mix32(seed, 3) % 9999999)}`
      : `${page.url}?lang=es`,
};

const TARGETED = new Set<SiteUrlGroup>([
  "page_with_redirect",
  "duplicate_no_canonical",
  "alternate_with_canonical",
]);

/** Days in the cycle of the URLs that change, and the day of the cycle each one changes on. */
export const CYCLE_DAYS = 28;
const FLIPS: readonly { phase: number; before: SiteUrlState; after: SiteUrlState }[] = [
  { phase: 4, before: "crawled_not_indexed", after: "indexed" },
  { phase: 10, before: "indexed", after: "not_found" },
  { phase: 16, before: "crawled_not_indexed", after: "indexed" },
  { phase: 22, before: "indexed", after: "not_found" },
];

const BORN_FROM = dayNumber("2019-01-01")!;
const between = (from: number, until: number, u: number) => from + Math.floor(u * (until - from));

/** How many URLs of each group a host lists: 5 to 40, fewer on small hosts or few subjects. */
function groupSizes(dataset: Dataset, host: number, pages: number, fresh: number): number[] {
  const most = Math.min(40, 5 + Math.floor(pages / 8));
  const sizes = SITE_URL_GROUPS.map(
    (_, g) => 5 + Math.floor(unit(dataset.seed, host, g, 81) * (most - 4)),
  );
  const own = SITE_URL_GROUPS.filter((group) => !DERIVED[group]);
  const wanted = sizes.reduce((n, size, g) => n + (DERIVED[SITE_URL_GROUPS[g]!] ? 0 : size), 0);
  if (wanted <= fresh) return sizes;
  const scale = Math.max(0, fresh - 5 * own.length) / Math.max(1, wanted - 5 * own.length);
  return sizes.map((size, g) =>
    DERIVED[SITE_URL_GROUPS[g]!] ? size : 5 + Math.floor((size - 5) * scale),
  );
}

type Candidate = { path: string; kind: PageKind; sitemap: string; born: number; subject: string };

/** Every page the host's extra paths make, in a seeded order. */
function candidates(dataset: Dataset, host: number): Candidate[] {
  const topic = TOPICS[dataset.topic];
  const out: Candidate[] = [];
  EXTRA_PATHS[dataset.topic].forEach((extra, e) => {
    const section = topic.sections[extra.section];
    if (!section || section.host !== host) return;
    section.subjects.forEach((subject, s) => {
      const { one, many } = subjectParts(subject);
      const born = between(BORN_FROM, OLD_PAGE_BEFORE, unit(dataset.seed, e, s, 82));
      const path = fillPath(extra.path, slugOf(one), slugOf(many), born);
      out.push({ path, kind: section.kind, subject: one, sitemap: section.sitemap, born });
    });
  });
  return shuffled(out, mix32(dataset.seed, host, 83));
}

/** The page about the same subject whose path is closest: the one Google picks as canonical. */
function twinOf(pages: SitePage[], candidate: Candidate): string | undefined {
  const shared = (url: string) => {
    const path = new URL(url).pathname;
    let n = 0;
    while (n < path.length && path[n] === candidate.path[n]) n += 1;
    return n;
  };
  const same = pages.filter((p) => p.subject === candidate.subject);
  same.sort((a, b) => shared(b.url) - shared(a.url));
  return (same[0] ?? pages[0])?.url;
}

function planHost(dataset: Dataset, pages: SitePage[], host: number): PlannedUrl[] {
  const origin = `https://${dataset.hosts[host]}`;
  const own = pages.filter((p) => p.host === host);
  const old = own.filter((p) => p.launchDay < OLD_PAGE_BEFORE && new URL(p.url).pathname !== "/");
  const taken = new Set(pages.map((p) => p.url));
  const fresh = candidates(dataset, host).filter((c) => !taken.has(`${origin}${c.path}`));
  const out: PlannedUrl[] = [];
  const add = (url: string, rest: Omit<PlannedUrl, "url" | "host">) => {
    if (taken.has(url)) return false;
    taken.add(url);
    out.push({ url, host, ...rest });
    return true;
  };
  let next = 0;
  const take = (group: SiteUrlState, flip?: PlannedUrl["flip"]) => {
    const c = fresh[next++];
    if (!c) return false;
    const sitemap = `${origin}/${c.sitemap}`;
    const twin = group === "duplicate_google_chose_different" ? twinOf(own, c) : undefined;
    const rest = { sitemap, group, kind: c.kind, born: c.born, target: twin, flip };
    return add(`${origin}${c.path}`, rest);
  };
  FLIPS.forEach((flip) => take(flip.before, flip));
  const sizes = groupSizes(dataset, host, own.length, fresh.length - next);
  SITE_URL_GROUPS.forEach((group, g) => {
    const derive = DERIVED[group];
    const order = derive ? shuffled(old, mix32(dataset.seed, host, g, 84)) : [];
    for (let n = 0, k = 0; n < sizes[g]!; k++) {
      if (!derive) {
        if (!take(group)) break;
      } else {
        const page = order[k];
        if (!page) break;
        const url = derive(page, mix32(dataset.seed, k, g));
        const sitemap = `${origin}/${page.sitemap}`;
        const target = TARGETED.has(group) ? page.url : undefined;
        const rest = { sitemap, group, kind: page.kind, born: page.launchDay, target };
        if (!add(url, rest)) continue;
      }
      n += 1;
    }
  });
  return out;
}

const plans = new Map<string, { urls: PlannedUrl[]; byUrl: Map<string, PlannedUrl> }>();

function plan(dataset: Dataset) {
  const cached = plans.get(dataset.id);
  if (cached) return cached;
  const pages = buildSite(dataset).pages;
  const urls = dataset.hosts.flatMap((_, h) => planHost(dataset, pages, h));
  const made = { urls, byUrl: new Map(urls.map((u) => [u.url, u])) };
  plans.set(dataset.id, made);
  return made;
}

/** The dataset's sitemap-only URLs, every host's, in a fixed order. */
export const plannedUrls = (dataset: Dataset): readonly PlannedUrl[] => plan(dataset).urls;

export const findPlanned = (dataset: Dataset, href: string): PlannedUrl | undefined =>
  plan(dataset).byUrl.get(href);

/** The first day of the cycle `today` is in, for the URLs of `host`. */
export function cycleStart(dataset: Dataset, host: number, today: number): number {
  const offset = mix32(dataset.seed, host, 85) % CYCLE_DAYS;
  return today - ((((today - offset) % CYCLE_DAYS) + CYCLE_DAYS) % CYCLE_DAYS);
}

/** The URL's state on `today`, with the day it changes in this cycle when it is one that does. */
export function stateOn(
  dataset: Dataset,
  url: PlannedUrl,
  today: number,
): { state: SiteUrlState; changeDay?: number; cycleDay?: number } {
  if (!url.flip) return { state: url.group };
  const start = cycleStart(dataset, url.host, today);
  const changeDay = start + url.flip.phase;
  const state = today >= changeDay ? url.flip.after : url.flip.before;
  return { state, changeDay, cycleDay: start };
}
