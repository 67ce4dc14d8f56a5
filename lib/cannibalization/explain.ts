import { formatPercent, formatPosition } from "@/lib/format/numbers";
import type { CannibalizationAction, CannibalizationIssue, SeverityBand } from "./types";

export const BAND_LABELS: Record<SeverityBand, string> = {
  high: "High",
  medium: "Medium",
  low: "Low",
};

export const ACTION_LABELS: Record<CannibalizationAction, string> = {
  consolidate: "Consolidate",
  differentiate: "Differentiate",
  internal_link: "Internal link",
};

/** A page's path, short enough for a sentence; the full URL when it is not one. */
export function pagePath(url: string): string {
  try {
    const { pathname, search } = new URL(url);
    return pathname + search;
  } catch {
    return url;
  }
}

const share = (value: number) => formatPercent(value, 0);

/** The runner-up: the competing page, besides the primary one, with the most impressions. */
export function runnerUp(issue: CannibalizationIssue) {
  return issue.pages
    .filter((p) => p.page !== issue.primaryPage)
    .sort((a, b) => b.impressions - a.impressions)[0];
}

/** One sentence on why the suggested action fits, from the pages' own figures. */
export function explainAction(issue: CannibalizationIssue): string {
  const primary = issue.pages.find((p) => p.page === issue.primaryPage) ?? issue.pages[0]!;
  const other = runnerUp(issue);
  if (!other) return "One page already answers this query.";
  const a = pagePath(primary.page);
  const b = pagePath(other.page);
  switch (issue.action) {
    case "consolidate":
      return `${b} takes ${share(other.impressionShare)} of the impressions at a similar position (${formatPosition(other.position)} against ${formatPosition(primary.position)}), so both pages answer the same intent: merge it into ${a} and redirect it there.`;
    case "differentiate":
      return `Both pages rank on page one (${formatPosition(primary.position)} and ${formatPosition(other.position)}) but mostly answer different searches, so sharpen each page's angle instead of merging them.`;
    case "internal_link":
      return `${a} is the clear primary with ${share(primary.clickShare)} of the clicks, so link ${b} to it with this query as the anchor text to tell Google which page answers it.`;
  }
}
