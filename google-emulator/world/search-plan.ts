// Per-query parameters of the search world: demand, rank, seasonality, the pages that share a
// query's impressions (one dominant page and its tail, or planted cannibalisation).
import type { Dataset } from "./catalog";
import { clickThroughRate } from "./search-curves";
import { mix32, unit } from "./search-random";
import { OLD_PAGE_BEFORE, type SiteModel } from "./search-site";
import type { TradePlan } from "./search-trade";

export type TailPlan = {
  pages: number[];
  /** Each tail page's share of what the tail pages before it left (the last takes the rest). */
  fractions: number[];
  positions: number[];
  /** Tail's share of the query's impressions that were not clicked, and of its clicks. */
  impShare: number;
  clickShare: number;
  /** Average position of the tail, weighted by each page's share. */
  meanPosition: number;
};

export type SeriesPlan = {
  query: number;
  page: number;
  /** Impressions per day at the base position, before season, weekday and trend. */
  demand: number;
  position: number;
  /** Brand searches click at a fixed rate; the rest follow the position curve times this. */
  ctr: number;
  brand: boolean;
  swing: number;
  shift: number;
  /** Planted cannibalisation: this series' page is `index` of `count` trading the query. */
  share?: TradePlan;
  tails?: TailPlan;
};

export type WorldPlan = { series: SeriesPlan[]; planted: { query: number; pages: number[] }[] };

/** Anonymised searches add this many clicks per named click (40% of all clicks). */
export const ANONYMOUS_RATIO = 0.4 / 0.6;
const RANK_OFFSET = 6;

function plantCount(dataset: Dataset): number {
  return Math.max(3, Math.min(12, Math.round(dataset.queries / 500)));
}

/** Old pages per host, and per host and subject: the candidates for a query's other pages. */
class Neighbourhood {
  private byHost = new Map<number, number[]>();
  private bySubject = new Map<string, number[]>();
  constructor(private site: SiteModel) {
    site.pages.forEach((page, i) => {
      if (page.launchDay >= OLD_PAGE_BEFORE) return;
      const host = this.byHost.get(page.host) ?? [];
      host.push(i);
      this.byHost.set(page.host, host);
      if (page.subject === "") return;
      const key = `${page.host} ${page.subject}`;
      this.bySubject.set(key, [...(this.bySubject.get(key) ?? []), i]);
    });
  }

  /** Pages about the same subject on the same host (not `page` itself). */
  related(page: number): number[] {
    const home = this.site.pages[page]!;
    if (home.subject === "") return [];
    return (this.bySubject.get(`${home.host} ${home.subject}`) ?? []).filter((i) => i !== page);
  }

  /** Up to `count` other pages: the related ones first, then a seeded pick from the host. */
  pick(page: number, count: number, seed: number): number[] {
    const chosen = this.related(page).slice(0, count);
    const host = this.byHost.get(this.site.pages[page]!.host) ?? [];
    const taken = new Set([page, ...chosen]);
    for (let k = 0; chosen.length < count && k < count * 4; k++) {
      const candidate = host[mix32(seed, k) % host.length];
      if (candidate === undefined || taken.has(candidate)) continue;
      taken.add(candidate);
      chosen.push(candidate);
    }
    return chosen;
  }
}

function plantQueries(site: SiteModel, near: Neighbourhood, seed: number, count: number) {
  const planted: { query: number; pages: number[] }[] = [];
  for (let q = 20; q < site.queries.length && planted.length < count; q++) {
    const query = site.queries[q]!;
    const page = site.pages[query.page]!;
    if (query.brand || page.subject === "" || page.trend !== "stable") continue;
    if (unit(seed, q, 31) > 0.35) continue;
    if (planted.some((p) => p.pages.includes(query.page))) continue;
    const rivals = near.related(query.page).filter((i) => site.pages[i]!.trend === "stable");
    if (rivals.length === 0) continue;
    const n = rivals.length >= 2 && unit(seed, q, 32) < 0.4 ? 2 : 1;
    planted.push({ query: q, pages: [query.page, ...rivals.slice(0, n)] });
  }
  return planted;
}

export function planWorld(dataset: Dataset, site: SiteModel): WorldPlan {
  const seed = dataset.seed;
  const near = new Neighbourhood(site);
  const planted = plantQueries(site, near, seed, plantCount(dataset));
  const plantedBy = new Map(planted.map((p) => [p.query, p.pages]));
  const series: SeriesPlan[] = [];
  const topWeight = Math.pow(RANK_OFFSET, -1.05);
  site.queries.forEach((query, q) => {
    const weight = Math.pow(q + RANK_OFFSET, -1.05);
    const u = (k: number) => unit(seed, q, k);
    const position = query.brand ? 1 + 0.3 * u(1) : 1.2 + 30 * Math.pow(u(1), 1.6);
    const common = {
      query: q,
      demand: weight,
      position,
      ctr: query.brand ? 0.42 + 0.18 * u(2) : 0.7 + 0.6 * u(2),
      brand: query.brand,
      swing: query.brand ? 0.4 : 0.3 + 1.2 * u(3),
      shift: u(4) < 0.15 ? 150 + 40 * u(5) : 40 * (u(5) - 0.5),
    };
    const rivals = plantedBy.get(q);
    if (rivals) {
      const period = 60 + Math.floor(40 * u(6));
      const flip = 10 + Math.floor(5 * u(8));
      rivals.forEach((page, index) =>
        series.push({
          ...common,
          page,
          demand: weight / rivals.length,
          share: { count: rivals.length, index, period, phase: u(7), flip },
        }),
      );
      return;
    }
    const relative = weight / topWeight;
    const size = Math.max(3, Math.min(30, Math.round(5 + 28 * Math.pow(relative, 0.3))));
    const pages = near.pick(query.page, size, mix32(seed, q));
    const positions = pages.map(
      (_, k) =>
        Math.round(10 * (k === 0 ? position + 4 + 6 * u(8) : 12 + 45 * unit(seed, q, 40 + k))) / 10,
    );
    const weights = pages.map((_, k) => Math.pow(k + 1, -1.2));
    let left = weights.reduce((a, b) => a + b, 0);
    const fractions = weights.map((w, k) => {
      const f = k === weights.length - 1 ? 1 : w / left;
      left -= w;
      return f;
    });
    const impShare = query.brand ? 0.03 : 0.05 + 0.07 * u(9);
    const total = weights.reduce((a, b) => a + b, 0);
    const meanTail = positions.reduce((a, p, k) => a + (p * weights[k]!) / total, 0);
    const dominantCtr = query.brand ? common.ctr : clickThroughRate(position) * common.ctr;
    const clickShare = impShare * Math.min(1, clickThroughRate(meanTail) / dominantCtr);
    series.push({
      ...common,
      page: query.page,
      ...(pages.length > 0
        ? { tails: { pages, fractions, positions, impShare, clickShare, meanPosition: meanTail } }
        : {}),
    });
  });
  return { series, planted };
}
