import { reportNotes } from "@/lib/analytics/kpis";
import type { ExploreResult } from "./types";

// What GA4 says about an exploration's figures, in the words the Analytics view uses for the same
// flags, and sampling, which only an exploration's custom requests can meet.

export const SAMPLED_NOTE =
  "GA4 computed these figures from a sample of the events, so they are estimates.";

/** The notes an exploration's answer calls for, in a fixed order. */
export function exploreNotes(result: Pick<ExploreResult, "flags">): string[] {
  return [
    ...reportNotes({
      metadata: {
        subjectToThresholding: result.flags.thresholded,
        dataLossFromOtherRow: result.flags.otherRow,
      },
    }),
    ...(result.flags.sampled ? [SAMPLED_NOTE] : []),
  ];
}
