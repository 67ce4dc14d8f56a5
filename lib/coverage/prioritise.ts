// Which URLs the day's inspection budget goes to, most telling first, and why each was chosen.
import { formatNumber } from "@/lib/format/numbers";
import { dayNumberCache, INSPECTION_FRESH_DAYS, type KnownUrl } from "./knowledge";

export type PriorityReason =
  "never_in_search" | "impressions_fell" | "new_in_sitemap" | "oldest_inspection" | "most_clicks";

/** The reasons in the order they are served. */
export const PRIORITY_REASONS: Readonly<Record<PriorityReason, { label: string; why: string }>> = {
  never_in_search: {
    label: "Never seen in search",
    why: "Listed in a sitemap but never seen in search: the likeliest to be missing from the index",
  },
  impressions_fell: {
    label: "Impressions fell",
    why: "Impressions halved or worse: the page may have dropped out of the index",
  },
  new_in_sitemap: {
    label: "New in a sitemap",
    why: "Added to a sitemap in the last two weeks: checks that Google picked it up",
  },
  oldest_inspection: {
    label: "Oldest inspection",
    why: "Inspected more than a week ago: Google may have changed its mind since",
  },
  most_clicks: {
    label: "Most clicks",
    why: "The pages that earn the most: worth confirming they are still indexed",
  },
};

// Below 20 impressions a halving is day-to-day noise, not a page leaving the index.
export const FALL_MIN_PREVIOUS_IMPRESSIONS = 20;
/** A fall: the recent period's impressions are at most this share of the period before. */
export const FALL_MAX_SHARE = 0.5;
// Two weeks: long enough for Google to crawl a new sitemap URL, short enough to still be news.
export const NEW_IN_SITEMAP_DAYS = 14;
// Impressions this recent prove the page is indexed now: inspecting it tells the least.
export const RECENTLY_SEEN_DAYS = 3;

export type PriorityPick = { url: string; reason: PriorityReason; score: number };

export type PriorityResult = {
  picks: PriorityPick[];
  byReason: Record<PriorityReason, number>;
  /** The known URLs looked at, and those of them left out for being inspected today. */
  considered: number;
  skippedToday: number;
};

const REASONS = Object.keys(PRIORITY_REASONS) as PriorityReason[];
// Tiers in order of value; the last holds the recently seen, never inspected, under most_clicks.
const TIER_REASONS: readonly PriorityReason[] = [...REASONS, "most_clicks"];

const byValue = (a: PriorityPick, b: PriorityPick) =>
  b.score - a.score || (a.url < b.url ? -1 : a.url > b.url ? 1 : 0);

type DayAge = (day: string | null | undefined) => number | null;

/** A URL's tier (its index in TIER_REASONS) and its score there. */
function rank(k: KnownUrl, age: DayAge, toDay: (day: string) => number | null): [number, number] {
  const inspectedAge = age(k.lastInspection?.day);
  const seenAge = age(k.lastImpressionDay);
  const impressions = k.impressions ?? 0;
  const previous = k.previousImpressions ?? 0;
  const firstSeenAge = k.inSitemap ? age(k.firstSeenInSitemap) : null;
  const everSeen = seenAge !== null || impressions > 0 || previous > 0;
  if (k.inSitemap && !everSeen && inspectedAge === null) {
    return [0, (k.sitemapLastmod && toDay(k.sitemapLastmod)) || 0];
  }
  if (inspectedAge === null && seenAge !== null && seenAge <= RECENTLY_SEEN_DAYS) {
    return [5, k.clicks ?? 0];
  }
  const inspectedThisWeek = inspectedAge !== null && inspectedAge <= INSPECTION_FRESH_DAYS;
  if (
    previous >= FALL_MIN_PREVIOUS_IMPRESSIONS &&
    impressions <= previous * FALL_MAX_SHARE &&
    !inspectedThisWeek
  ) {
    return [1, previous - impressions];
  }
  if (
    firstSeenAge !== null &&
    firstSeenAge >= 0 &&
    firstSeenAge <= NEW_IN_SITEMAP_DAYS &&
    (inspectedAge === null || inspectedAge > firstSeenAge)
  ) {
    return [2, firstSeenAge];
  }
  if (inspectedAge !== null && !inspectedThisWeek) return [3, inspectedAge];
  return [4, k.clicks ?? 0];
}

/**
 * The day's URLs to inspect, best first, within `budget`. Order of value: 1) sitemap URLs never seen
 * in search nor inspected (newest lastmod first); 2) impressions fell to half or less of at least 20
 * (biggest loss first; not if inspected in the last week); 3) sitemap URLs first seen in the last 14
 * days and not inspected since (longest waiting first); 4) inspections older than a week (oldest
 * first); 5) the rest by clicks, with the never-inspected URLs seen in search in the last 3 days
 * last of all. A URL inspected today is never picked (unless `excludeInspectedToday` is false), nor
 * one twice; ties go by URL.
 *
 * `score` is the figure each reason ranks by, higher first: the lastmod's day number (0 without one),
 * the impressions lost, the days since first seen, the days since inspected, the clicks.
 */
export function prioritise(
  known: readonly KnownUrl[],
  budget: number,
  today: string,
  options: { excludeInspectedToday?: boolean } = {},
): PriorityResult {
  const excludeToday = options.excludeInspectedToday ?? true;
  const toDay = dayNumberCache();
  const now = toDay(today) ?? 0;
  const age: DayAge = (day) => {
    const n = day ? toDay(day) : null;
    return n === null ? null : now - n;
  };
  const inspectedToday = new Set<string>();
  if (excludeToday) {
    for (const k of known) if (k.lastInspection?.day === today) inspectedToday.add(k.url);
  }
  let skippedToday = 0;
  const tiers: PriorityPick[][] = TIER_REASONS.map(() => []);
  for (const k of known) {
    // By URL, not by entry: a copy of a URL inspected today is skipped too.
    if (inspectedToday.size > 0 && inspectedToday.has(k.url)) {
      skippedToday += 1;
      continue;
    }
    const [tier, score] = rank(k, age, toDay);
    tiers[tier]!.push({ url: k.url, reason: TIER_REASONS[tier]!, score });
  }
  const limit = budget > 0 ? Math.floor(budget) : 0;
  const picked = new Set<string>();
  const picks: PriorityPick[] = [];
  const byReason = Object.fromEntries(REASONS.map((r) => [r, 0])) as Record<PriorityReason, number>;
  // Sorted tier by tier, and only while budget is left: most days the first tier fills it.
  for (const tier of tiers) {
    if (picks.length >= limit) break;
    tier.sort(byValue);
    for (const pick of tier) {
      if (picks.length >= limit) break;
      if (picked.has(pick.url)) continue;
      picked.add(pick.url);
      picks.push(pick);
      byReason[pick.reason] += 1;
    }
  }
  return { picks, byReason, considered: known.length, skippedToday };
}

const count = (n: number, one: string, many: string) =>
  `${formatNumber(n)} ${n === 1 ? one : many}`;

const SENTENCES: Record<PriorityReason, (n: number) => string> = {
  never_in_search: (n) => `${count(n, "sitemap URL", "sitemap URLs")} never seen in search`,
  impressions_fell: (n) => `${count(n, "URL", "URLs")} whose impressions fell by half or more`,
  new_in_sitemap: (n) =>
    `${count(n, "URL", "URLs")} new in a sitemap in the last ${NEW_IN_SITEMAP_DAYS} days`,
  oldest_inspection: (n) =>
    `${count(n, "URL", "URLs")} last inspected over ${INSPECTION_FRESH_DAYS} days ago`,
  most_clicks: (n) => `${count(n, "more URL", "more URLs")} by clicks`,
};

/** The picks in short sentences for the UI, one per reason in order, then what was left out. */
export function explainPicks(result: PriorityResult): string[] {
  const sentences = REASONS.filter((r) => result.byReason[r] > 0).map((r) =>
    SENTENCES[r](result.byReason[r]),
  );
  if (result.picks.length === 0) {
    if (result.considered === 0) sentences.push("No URLs known yet");
    else if (result.skippedToday === result.considered)
      sentences.push("Every known URL was inspected today");
    else sentences.push("No inspections left today");
  } else if (result.skippedToday > 0) {
    sentences.push(`${count(result.skippedToday, "URL", "URLs")} already inspected today skipped`);
  }
  return sentences;
}
