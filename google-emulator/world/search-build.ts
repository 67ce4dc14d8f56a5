// Draws every series of the search world day by day into prefix sums, so that any date range of
// any series sums in O(1). A series is one query on one page (its dominant page, whose tail pages
// are split off at query time) or a page's anonymised searches.
import type { Dataset } from "./catalog";
import {
  clickThroughRate,
  CTR_BY_TENTH,
  pageTrend,
  POSITION_STEPS,
  VISIBILITY_BY_TENTH,
  weekCycle,
} from "./search-curves";
import { dayOfYear, weekday } from "./search-dates";
import { ANONYMOUS_RATIO, planWorld, type SeriesPlan } from "./search-plan";
import { mix32, unit } from "./search-random";

// Local bindings: the draw loops call these millions of times.
const noise = unit;
const ctrAt = CTR_BY_TENTH;
const visibilityAt = VISIBILITY_BY_TENTH;
import { buildSite, type SiteModel } from "./search-site";
import { tailOffset } from "./search-split";
import { tradeOn } from "./search-trade";

export type SearchWorld = {
  dataset: Dataset;
  site: SiteModel;
  /** Day number of the first day drawn; prefix index b covers the days before firstDay + b. */
  firstDay: number;
  days: number;
  /** The named series (query ≥ 0) and the anonymous ones (query −1), one per page. */
  series: readonly SeriesPlan[];
  seriesQuery: Int32Array;
  seriesPage: Int32Array;
  clicks: Uint32Array;
  nonClicks: Uint32Array;
  /** Dominant page's impressions × position, in tenths of a position. */
  positionTenths: Uint32Array;
  /** Web clicks and impressions of the whole dataset per day. */
  dayClicks: Float64Array;
  dayImpressions: Float64Array;
  planted: { query: number; pages: number[] }[];
};

/** Per-day factors shared by every series: weekday, the season's phase, each page's trend. */
type DayTables = {
  week: Float64Array;
  cos: Float64Array;
  sin: Float64Array;
  pageDemand: Float64Array;
  pagePosition: Float64Array;
};

function dayTables(site: SiteModel, firstDay: number, days: number): DayTables {
  const cycle = weekCycle(site.topic);
  const tables: DayTables = {
    week: new Float64Array(days),
    cos: new Float64Array(days),
    sin: new Float64Array(days),
    pageDemand: new Float64Array(site.pages.length * days),
    pagePosition: new Float64Array(site.pages.length * days),
  };
  for (let i = 0; i < days; i++) {
    const day = firstDay + i;
    tables.week[i] = cycle[weekday(day)]!;
    const angle = (2 * Math.PI * (dayOfYear(day) - site.topic.seasonPeak)) / 365.25;
    tables.cos[i] = Math.cos(angle);
    tables.sin[i] = Math.sin(angle);
  }
  site.pages.forEach((page, p) => {
    for (let i = 0; i < days; i++) {
      const trend = pageTrend(page, firstDay + i);
      tables.pageDemand[p * days + i] = trend.demand;
      tables.pagePosition[p * days + i] = trend.position;
    }
  });
  return tables;
}

function drawNamed(
  world: SearchWorld,
  s: number,
  plan: SeriesPlan,
  scale: number,
  tables: DayTables,
  page: PageSums,
) {
  const { firstDay, days } = world;
  const stride = days + 1;
  const seed = world.dataset.seed;
  const q = plan.query;
  const baseVisibility = visibilityAt[Math.min(POSITION_STEPS, Math.round(plan.position * 10))]!;
  const swing = world.site.topic.seasonSwing * plan.swing;
  const shift = (2 * Math.PI * plan.shift) / 365.25;
  const [cosShift, sinShift] = [Math.cos(shift), Math.sin(shift)];
  const tails = plan.tails;
  const tailU = tails ? tailOffset(s) : 0;
  const [tailClicks, tailImps] = tails ? [tails.clickShare, tails.impShare] : [0, 0];
  const pageBase = plan.page * days;
  const { pageDemand, pagePosition, cos, sin, week } = tables;
  const { clicks: outClicks, nonClicks: outNonClicks, positionTenths: outPositions } = world;
  const { dayClicks, dayImpressions } = world;
  const { demand: baseDemand, position: basePosition, brand, ctr } = plan;
  const trade = plan.share;
  // The page's own key: hashes of neighbouring last arguments are too alike to tell pages apart.
  const jitterKey = trade ? mix32(seed, q, trade.index + 1) : 0;
  let c = 0;
  let n = 0;
  let w = 0;
  let dominant = 0;
  for (let i = 0; i < days; i++) {
    const day = firstDay + i;
    const trendDemand = pageDemand[pageBase + i]!;
    if (trendDemand > 0) {
      let demand = baseDemand * scale * trendDemand;
      let position = basePosition + pagePosition[pageBase + i]!;
      position += 0.8 * (noise(seed, q, day, 1) - 0.5);
      if (trade) {
        const { share, offset } = tradeOn(trade, day, noise(jitterKey, day, 10));
        demand *= share * trade.count;
        position += offset;
      }
      const tenth = Math.min(POSITION_STEPS, Math.round(Math.max(1, position) * 10));
      position = tenth / 10;
      const season = 1 + swing * (cos[i]! * cosShift + sin[i]! * sinShift);
      demand *= season * week[i]! * (0.8 + 0.4 * noise(seed, q, day, 2));
      // Pages trading a query keep the shares planted for them, whatever their position.
      if (!trade) demand *= visibilityAt[tenth]! / baseVisibility;
      const impressions = Math.floor(demand + noise(seed, q, day, 3));
      const rate = brand ? ctr : ctrAt[tenth]! * ctr;
      const clicks = Math.min(impressions, Math.floor(impressions * rate + noise(seed, q, day, 4)));
      c += clicks;
      n += impressions - clicks;
      const next =
        c - Math.floor(tailClicks * c + tailU) + n - Math.floor(tailImps * n + 1 - tailU);
      w += (next - dominant) * tenth;
      dominant = next;
      page.add(pageBase + i, demand * rate, demand, demand * position);
      dayClicks[i]! += clicks;
      dayImpressions[i]! += impressions;
    }
    outClicks[s * stride + i + 1] = c;
    outNonClicks[s * stride + i + 1] = n;
    outPositions[s * stride + i + 1] = w;
  }
  if (w > 0xffffffff) throw new Error(`Search world overflow in series ${s}.`);
}

/** Expected daily clicks, impressions and impressions × position of each page's named series. */
class PageSums {
  readonly clicks: Float64Array;
  readonly impressions: Float64Array;
  readonly positions: Float64Array;
  constructor(
    pages: number,
    private days: number,
  ) {
    this.clicks = new Float64Array(pages * days);
    this.impressions = new Float64Array(pages * days);
    this.positions = new Float64Array(pages * days);
  }
  add(k: number, clicks: number, impressions: number, weighted: number) {
    this.clicks[k]! += clicks;
    this.impressions[k]! += impressions;
    this.positions[k]! += weighted;
  }
}

function drawAnonymous(world: SearchWorld, s: number, page: number, sums: PageSums) {
  const { days, dataset } = world;
  const stride = days + 1;
  const ratio = ANONYMOUS_RATIO * (0.75 + 0.5 * unit(dataset.seed, page, 0, 5));
  let c = 0;
  let n = 0;
  let w = 0;
  for (let i = 0; i < days; i++) {
    const k = page * days + i;
    const expected = sums.impressions[k]!;
    if (expected > 0) {
      const position = sums.positions[k]! / expected + 1.5;
      const impressions = Math.floor(expected * ratio * 1.15 + unit(dataset.seed, -1 - page, i, 6));
      const wanted = sums.clicks[k]! * ratio + unit(dataset.seed, -1 - page, i, 7);
      const clicks = Math.min(impressions, Math.floor(wanted));
      c += clicks;
      n += impressions - clicks;
      w += impressions * Math.round(position * 10);
      world.dayClicks[i]! += clicks;
      world.dayImpressions[i]! += impressions;
    }
    world.clicks[s * stride + i + 1] = c;
    world.nonClicks[s * stride + i + 1] = n;
    world.positionTenths[s * stride + i + 1] = w;
  }
}

/** Impressions per unit of demand that make the dataset average its daily clicks. */
function demandScale(dataset: Dataset, series: readonly SeriesPlan[]): number {
  let clicks = 0;
  for (const plan of series) {
    clicks += plan.demand * (plan.brand ? plan.ctr : clickThroughRate(plan.position) * plan.ctr);
  }
  // Trends, launches and lower visibility off the base rank lose about a sixth of the clicks.
  return (1.18 * dataset.dailyClicks) / (clicks * (1 + ANONYMOUS_RATIO));
}

/** The dataset's search world for days `firstDay` … `firstDay + days − 1`. */
export function buildWorld(dataset: Dataset, firstDay: number, days: number): SearchWorld {
  const site = buildSite(dataset);
  const plan = planWorld(dataset, site);
  const count = plan.series.length + site.pages.length;
  const stride = days + 1;
  const world: SearchWorld = {
    dataset,
    site,
    firstDay,
    days,
    series: plan.series,
    seriesQuery: new Int32Array(count).fill(-1),
    seriesPage: new Int32Array(count),
    clicks: new Uint32Array(count * stride),
    nonClicks: new Uint32Array(count * stride),
    positionTenths: new Uint32Array(count * stride),
    dayClicks: new Float64Array(days),
    dayImpressions: new Float64Array(days),
    planted: plan.planted,
  };
  const scale = demandScale(dataset, plan.series);
  const sums = new PageSums(site.pages.length, days);
  const tables = dayTables(site, firstDay, days);
  plan.series.forEach((series, s) => {
    world.seriesQuery[s] = series.query;
    world.seriesPage[s] = series.page;
    drawNamed(world, s, series, scale, tables, sums);
  });
  site.pages.forEach((_, page) => {
    const s = plan.series.length + page;
    world.seriesPage[s] = page;
    drawAnonymous(world, s, page, sums);
  });
  return world;
}
