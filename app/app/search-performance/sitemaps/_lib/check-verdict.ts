import { formatNumber } from "@/lib/format/numbers";
import type { EntryStats, SitemapCheck } from "@/lib/sitemaps/types";

export type CheckVerdict = { tone: "ok" | "warning" | "problem"; text: string };

export const invalidTotal = (stats: EntryStats | null) =>
  stats ? Object.values(stats.invalid).reduce((total, n) => total + n, 0) : 0;

/** Rankwell's read of a sitemap in one line: what stopped it, or how many URLs and how many invalid. */
export function checkVerdict(check: SitemapCheck): CheckVerdict {
  if (check.problem) return { tone: "problem", text: check.problem.message };
  const stats = check.totals ?? check.stats;
  const urls = `${formatNumber(stats?.count ?? 0)} URLs`;
  const where =
    check.kind === "index"
      ? ` in ${formatNumber(check.children?.checked.length ?? 0)} sitemaps`
      : "";
  const childProblems = check.children?.checked.filter((child) => child.problem).length ?? 0;
  const invalid = invalidTotal(stats) + invalidTotal(check.totals ? check.stats : null);
  const notes = [
    invalid > 0 ? `${formatNumber(invalid)} invalid` : null,
    childProblems > 0 ? `${formatNumber(childProblems)} unreadable` : null,
    check.overLimits.length > 0 ? "over Google's limits" : null,
  ].filter(Boolean);
  return {
    tone: notes.length > 0 ? "warning" : "ok",
    text: [`${urls}${where}`, ...notes].join(", "),
  };
}
