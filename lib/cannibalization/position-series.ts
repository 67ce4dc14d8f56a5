import type { SearchRow } from "@/lib/seo/search-metrics";

/** One day of the position chart: the date and, per competing page (by index), its position that day. */
export type PositionDay = { date: string } & Record<`p${number}`, number | null>;

/**
 * A query's page×date rows (keys [page, date]) as one row per day with each competing page's average
 * position; a day a page was not shown is null, so its line breaks instead of dropping to zero.
 */
export function positionSeries(
  rows: readonly SearchRow[],
  pages: readonly string[],
): PositionDay[] {
  const index = new Map(pages.map((page, i) => [page, i]));
  const days = new Map<string, PositionDay>();
  for (const row of rows) {
    const [page = "", date = ""] = row.keys;
    const i = index.get(page);
    if (i === undefined || row.impressions <= 0) continue;
    let day = days.get(date);
    if (!day) {
      day = { date } as PositionDay;
      pages.forEach((_, k) => (day![`p${k}`] = null));
      days.set(date, day);
    }
    day[`p${i}`] = row.position;
  }
  return [...days.values()].sort((a, b) => (a.date < b.date ? -1 : 1));
}
