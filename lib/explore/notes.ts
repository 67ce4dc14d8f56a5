import type { ExploreResult } from "./types";

// What GA4 says about an exploration's figures, in words: the flags Google sets on a report.

export const THRESHOLD_NOTE =
  "Google withheld some rows with few users to protect their privacy (data thresholding), so the rows may add up to less than the totals.";
export const OTHER_ROW_NOTE =
  "This report has more distinct values than GA4 keeps for the property; the rest are grouped in a row named “(other)”.";
export const SAMPLED_NOTE =
  "GA4 computed these figures from a sample of the events, so they are estimates.";

/** The notes an exploration's answer calls for, in a fixed order. */
export function exploreNotes(result: Pick<ExploreResult, "flags">): string[] {
  return [
    ...(result.flags.thresholded ? [THRESHOLD_NOTE] : []),
    ...(result.flags.otherRow ? [OTHER_ROW_NOTE] : []),
    ...(result.flags.sampled ? [SAMPLED_NOTE] : []),
  ];
}
