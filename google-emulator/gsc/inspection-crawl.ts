// When Googlebot last fetched a URL: it comes back every few days at a fixed time of day, and
// fetches again on each day the URL's state changed. Never after the request.
import { mix32, textHash, unit } from "../world/search-random";

const MS_PER_DAY = 86_400_000;
// Pacific midnight is 07:00 or 08:00 UTC; crawls fall between then and mid-afternoon.
const PACIFIC_MORNING_MS = 8 * 3_600_000;

export type CrawlPlan = {
  /** Days between visits. */
  every: number;
  /** The URL's first day: no visit before it. */
  since?: number;
  /** Days on which the URL changed state: Google saw each change with a crawl that day. */
  changes?: number[];
};

export function lastCrawlTime(href: string, now: Date, today: number, plan: CrawlPlan): Date {
  const seed = textHash(href);
  const nowMs = now.getTime();
  const atDay = (day: number, span: number) =>
    day * MS_PER_DAY + PACIFIC_MORNING_MS + Math.floor(unit(seed, 0, 0, 77) * span);
  const phase = mix32(seed, 78) % plan.every;
  const visit = today - ((((today - phase) % plan.every) + plan.every) % plan.every);
  let ms = atDay(visit, 15 * 3_600_000);
  while (ms > nowMs) ms -= plan.every * MS_PER_DAY;
  if (plan.since !== undefined) {
    ms = Math.max(ms, Math.min(nowMs, atDay(plan.since + 1, 15 * 3_600_000)));
  }
  for (const day of plan.changes ?? []) {
    if (day <= today) ms = Math.max(ms, Math.min(nowMs, atDay(day, 3_600_000)));
  }
  return new Date(ms);
}

/** How often Google revisits: indexed pages every few days, the rest every few weeks. */
export const revisitDays = (href: string, indexed: boolean): number => {
  const u = mix32(textHash(href), 79);
  return indexed ? 2 + (u % 13) : 10 + (u % 50);
};
