// A dataset's pages and the searches that reach them, expanded from its topic's vocabulary.
// Everything is fixed by the dataset's seed; nothing depends on the clock.
import type { Dataset } from "./catalog";
import { dayNumber } from "./search-dates";
import { mix32, shuffled, unit } from "./search-random";
import { slugOf, subjectParts, type Appearance, type PageKind, type Topic } from "./search-topics";
import { TOPICS } from "./search-topic-registry";

export type TrendKind = "stable" | "growing" | "decaying" | "new";

export type SitePage = {
  url: string;
  host: number;
  kind: PageKind;
  /** First day the page exists; it has no search data before. */
  launchDay: number;
  trend: TrendKind;
  /** Middle of the page's rise or fall (its launch for a new page). */
  trendDay: number;
  appearances: readonly Appearance[];
  sitemap: string;
  /** Pages about the same subject share this key (empty for fixed pages). */
  subject: string;
};

export type SiteQuery = { text: string; page: number; brand: boolean };

export type SiteModel = { topic: Topic; pages: SitePage[]; queries: SiteQuery[] };

/** Pages launched before this day are "old": they exist in every window the emulator serves. */
export const OLD_PAGE_BEFORE = dayNumber("2024-06-01")!;
const OLD_FROM = dayNumber("2018-03-01")!;
const NEW_FROM = dayNumber("2024-07-01")!;
const NEW_UNTIL = dayNumber("2027-09-30")!;
const TREND_FROM = dayNumber("2024-09-01")!;
const TREND_UNTIL = dayNumber("2027-06-30")!;

const between = (from: number, until: number, u: number) => from + Math.floor(u * (until - from));

function lifecycle(seed: number, index: number, fixed: boolean) {
  const u = unit(seed, index, 11);
  const launchDay = between(OLD_FROM, OLD_PAGE_BEFORE - 30, unit(seed, index, 12));
  if (fixed || u >= 0.4) return { launchDay, trend: "stable" as const, trendDay: launchDay };
  if (u < 0.12) {
    const day = between(NEW_FROM, NEW_UNTIL, unit(seed, index, 13));
    return { launchDay: day, trend: "new" as const, trendDay: day };
  }
  const trendDay = between(TREND_FROM, TREND_UNTIL, unit(seed, index, 14));
  return { launchDay, trend: u < 0.26 ? ("growing" as const) : ("decaying" as const), trendDay };
}

/** A section's path for one subject; `{yyyy}`/`{mm}` come from `launchDay`. */
export function fillPath(path: string, slug: string, slugs: string, launchDay: number): string {
  const date = new Date(launchDay * 86_400_000).toISOString();
  return path
    .replace("{slug}", slug)
    .replace("{slugs}", slugs)
    .replace("{yyyy}", date.slice(0, 4))
    .replace("{mm}", date.slice(5, 7));
}

function buildPages(dataset: Dataset, topic: Topic): { pages: SitePage[]; candidates: string[][] } {
  const pages: SitePage[] = [];
  const candidates: string[][] = [];
  const seen = new Set<string>();
  const add = (page: Omit<SitePage, "url"> & { path: string }, queries: string[]) => {
    const url = `https://${dataset.hosts[page.host]}${page.path}`;
    if (seen.has(url) || pages.length >= dataset.pages) return;
    seen.add(url);
    const { path: _path, ...rest } = page;
    pages.push({ ...rest, url });
    candidates.push(queries);
  };
  for (const fixed of topic.fixed) {
    const life = lifecycle(dataset.seed, pages.length, true);
    add({ ...fixed, ...life, appearances: fixed.appearances ?? [], subject: "" }, [
      ...fixed.queries,
    ]);
  }
  const orders = topic.sections.map((section, i) => shuffled(section.subjects, dataset.seed + i));
  for (let round = 0; pages.length < dataset.pages; round++) {
    let added = false;
    topic.sections.forEach((section, i) => {
      const subject = orders[i]![round];
      if (subject === undefined) return;
      added = true;
      const { one, many } = subjectParts(subject);
      const life = lifecycle(dataset.seed, pages.length, false);
      const queries = (section.suffixes ?? [""]).flatMap((suffix) =>
        section.queries.map((q) => q.replaceAll("{one}", one).replaceAll("{many}", many) + suffix),
      );
      add(
        {
          kind: section.kind,
          host: section.host,
          path: fillPath(section.path, slugOf(one), slugOf(many), life.launchDay),
          ...life,
          appearances: section.appearances ?? [],
          sitemap: section.sitemap,
          subject: one,
        },
        queries,
      );
    });
    if (!added) break;
  }
  return { pages, candidates };
}

/** The dataset's site: its pages in a fixed order and its queries, most searched first. */
export function buildSite(dataset: Dataset): SiteModel {
  const topic = TOPICS[dataset.topic];
  const { pages, candidates } = buildPages(dataset, topic);
  const byPath = (path: string) =>
    Math.max(
      0,
      pages.findIndex((p) => p.host === 0 && new URL(p.url).pathname === path),
    );

  const used = new Set<string>();
  const scored: { text: string; page: number; brand: boolean; score: number }[] = [];
  dataset.brandTerms.forEach((term, t) =>
    topic.brand.forEach(([template, path], i) => {
      const text = template.replaceAll("{brand}", term);
      if (used.has(text)) return;
      used.add(text);
      scored.push({ text, page: byPath(path), brand: true, score: i * 5 + t * 9 });
    }),
  );
  const order = shuffled(
    pages.map((_, i) => i),
    dataset.seed ^ 0x5eed,
  );
  for (let depth = 0; scored.length < dataset.queries; depth++) {
    let added = false;
    for (const page of order) {
      const text = candidates[page]![depth];
      if (text === undefined) continue;
      added = true;
      if (used.has(text) || scored.length >= dataset.queries) continue;
      used.add(text);
      const u = unit(dataset.seed, mix32(page, depth), 21);
      const kindBoost = pages[page]!.kind === "home" || pages[page]!.kind === "hub" ? 0.6 : 1;
      scored.push({
        text,
        page,
        brand: false,
        score: (depth + 1) * (0.3 + 1.4 * u) * kindBoost * 8,
      });
    }
    if (!added) break;
  }
  scored.sort((a, b) => a.score - b.score || (a.text < b.text ? -1 : 1));
  return {
    topic,
    pages,
    queries: scored.map(({ text, page, brand }) => ({ text, page, brand })),
  };
}
