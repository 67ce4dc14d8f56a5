import { daysIn, shiftDay } from "@/lib/dates/compare";
import type { ContentWindow } from "./types";

// The periods a published item is measured over. Pure.
//
// The rule: the publish day itself is in neither window (it is part old page, part new). Before is
// the 28 days ending the day before publishing, after the 28 days starting the day after. Each is
// exactly four weeks, so each holds every weekday four times and a weekly cycle (quiet weekends)
// weighs the same in both. They cannot also start on the same weekday: with the publish day left
// out they start 29 days apart, and a same-weekday start would leave six more days unmeasured.

export const WINDOW_DAYS = 28;

/**
 * Search Console's usual delay before a day is final, when Google's own word on it
 * (`firstIncompleteDate`) is not at hand: the emulator and Google settle a day two to three days on.
 */
export const ESTIMATED_FINAL_LAG_DAYS = 3;

export type PublishWindows = { before: ContentWindow; after: ContentWindow };

export function publishWindows(publishDay: string): PublishWindows {
  return {
    before: { startDate: shiftDay(publishDay, -WINDOW_DAYS), endDate: shiftDay(publishDay, -1) },
    after: { startDate: shiftDay(publishDay, 1), endDate: shiftDay(publishDay, WINDOW_DAYS) },
  };
}

export type AfterWindowState = {
  complete: boolean;
  /** Days until the window's last day is final; 0 when complete. */
  daysToWait: number;
  /** The first day (Pacific) the window is expected to be complete. */
  readyOn: string;
};

/**
 * Whether the after window is all final data. `lastFinalDate` is the last day Search Console calls
 * final (the day before its `firstIncompleteDate`); without it, `today` less the usual lag.
 */
export function afterWindowState(
  after: ContentWindow,
  { today, lastFinalDate = null }: { today: string; lastFinalDate?: string | null },
): AfterWindowState {
  const lastFinal = lastFinalDate ?? shiftDay(today, -ESTIMATED_FINAL_LAG_DAYS);
  if (after.endDate <= lastFinal) return { complete: true, daysToWait: 0, readyOn: today };
  const daysToWait = daysIn({ startDate: lastFinal, endDate: after.endDate }) - 1;
  return { complete: false, daysToWait, readyOn: shiftDay(today, daysToWait) };
}
