import type {
  CannibalizationResult,
  CannibalizationShare,
  ContentItem,
  ContentWindow,
} from "./types";
import { publishWindows, type AfterWindowState } from "./windows";

// A cannibalization fix measured: the primary page's share of the query's clicks and impressions
// in the 28 days before the fix date and the 28 after (the day itself in neither, four of each
// weekday in each: lib/content/windows.ts). Pure; the route hands it the Search Console reader.

export type QueryPageRow = { page: string; clicks: number; impressions: number };

/** The primary page's share of the query, from the query's rows by page. */
export function shareOf(rows: readonly QueryPageRow[], primaryUrl: string): CannibalizationShare {
  let primaryClicks = 0;
  let primaryImpressions = 0;
  let totalClicks = 0;
  let totalImpressions = 0;
  let pages = 0;
  for (const row of rows) {
    totalClicks += row.clicks;
    totalImpressions += row.impressions;
    if (row.impressions > 0) pages += 1;
    if (row.page === primaryUrl) {
      primaryClicks += row.clicks;
      primaryImpressions += row.impressions;
    }
  }
  return {
    primaryClicks,
    primaryImpressions,
    totalClicks,
    totalImpressions,
    clickShare: totalClicks > 0 ? primaryClicks / totalClicks : null,
    impressionShare: totalImpressions > 0 ? primaryImpressions / totalImpressions : null,
    pages,
  };
}

export const NOT_A_FIX =
  "This item does not fix a cannibalized query: plan it from a cannibalization issue to measure the result.";
export const NO_ACTION_DATE =
  "Set the fix date (the day the pages were changed) to compare the primary page's share before and after it.";

type Reader = {
  /** The query's rows by page over a window. */
  rows: (query: string, window: ContentWindow) => Promise<QueryPageRow[]>;
  /** Whether the window after the fix is final data yet. */
  afterState: (after: ContentWindow) => Promise<AfterWindowState>;
};

/** The result of the item's fix, `pending` (with the days to wait) until the after window is final. */
export async function cannibalizationResult(
  item: Pick<ContentItem, "cannibalQuery" | "primaryUrl" | "cannibalAction" | "actionDate">,
  read: Reader,
): Promise<CannibalizationResult> {
  const { cannibalQuery: query, primaryUrl, actionDate } = item;
  if (!query || !primaryUrl) return { status: "not_a_fix", message: NOT_A_FIX };
  if (!actionDate) return { status: "no_action_date", message: NO_ACTION_DATE };
  const { before, after } = publishWindows(actionDate);
  const state = await read.afterState(after);
  const [beforeRows, afterRows] = await Promise.all([
    read.rows(query, before),
    state.complete ? read.rows(query, after) : null,
  ]);
  return {
    status: state.complete ? "ready" : "pending",
    query,
    primaryUrl,
    action: item.cannibalAction ?? null,
    actionDate,
    before,
    after,
    beforeShare: shareOf(beforeRows, primaryUrl),
    afterShare: afterRows ? shareOf(afterRows, primaryUrl) : null,
    daysToWait: state.daysToWait,
    readyOn: state.readyOn,
  };
}
