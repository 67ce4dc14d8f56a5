import { COVERAGE_ISSUES, type CoverageIssue } from "@/lib/coverage/issues";
import { formatNumber } from "@/lib/format/numbers";
import type { AlertCandidate } from "./evaluate";

// The two rules read from URL Inspection as Rankwell keeps it: pages that dropped out of the index,
// and the property's daily inspection budget used up. Pure, so the checks and the tests share them.

/** One of a URL's two newest inspections, as the check reads them. */
export type InspectionReading = {
  url: string;
  inspectedAt: Date;
  verdict: string;
  issue: CoverageIssue;
  coverageState: string | null;
};

export type IndexDrop = { url: string; now: InspectionReading; indexedAt: Date };

/** Indexed means verdict PASS and an issue group Coverage counts as valid. */
export const isIndexed = (reading: Pick<InspectionReading, "verdict" | "issue">): boolean =>
  reading.verdict === "PASS" && COVERAGE_ISSUES[reading.issue]?.kind === "valid";

/**
 * The URLs whose newest inspection, made after `since`, is not indexed while the one before it was
 * PASS. `readings` holds each URL's newest inspections in any order; older ones are ignored.
 */
export function findIndexDrops(readings: readonly InspectionReading[], since: Date): IndexDrop[] {
  const byUrl = new Map<string, InspectionReading[]>();
  for (const reading of readings)
    byUrl.set(reading.url, [...(byUrl.get(reading.url) ?? []), reading]);
  const drops: IndexDrop[] = [];
  for (const [url, list] of byUrl) {
    const [newest, previous] = list.sort((a, b) => +b.inspectedAt - +a.inspectedAt);
    if (!newest || !previous || newest.inspectedAt <= since) continue;
    if (!isIndexed(newest) && previous.verdict === "PASS")
      drops.push({ url, now: newest, indexedAt: previous.inspectedAt });
  }
  return drops.sort((a, b) => a.url.localeCompare(b.url));
}

/** A page's state in Google's words: its issue group, or the coverage state when that says indexed. */
export function stateInWords(
  reading: Pick<InspectionReading, "verdict" | "issue" | "coverageState">,
) {
  const info = COVERAGE_ISSUES[reading.issue];
  if (info && info.kind !== "valid") return info.label;
  return reading.coverageState ?? `verdict ${reading.verdict}`;
}

/** How many dropped pages an alert names. */
const NAMED_PAGES = 5;

/** The alert of pages that dropped out of the index since the last check, or null when none did. */
export function indexDropAlert(input: {
  day: string;
  subject: string;
  drops: readonly IndexDrop[];
}): AlertCandidate | null {
  const { day, subject, drops } = input;
  if (drops.length === 0) return null;
  const named = drops
    .slice(0, NAMED_PAGES)
    .map(
      (d) =>
        `${d.url} is now “${stateInWords(d.now)}” (indexed at ${d.indexedAt.toISOString().slice(0, 10)})`,
    )
    .join("; ");
  const more = drops.length > NAMED_PAGES ? `; and ${drops.length - NAMED_PAGES} more` : "";
  const pages = drops.length === 1 ? "A page" : `${formatNumber(drops.length)} pages`;
  return {
    day,
    title: `${pages} dropped out of the index on ${subject}`,
    message: `URL Inspection no longer finds ${drops.length === 1 ? "it" : "them"} indexed: ${named}${more}.`,
    observed: drops.length,
    expected: null,
    chart: [],
  };
}

/**
 * The alert of a property whose inspections are used up for the Pacific `day` — counted at the limit,
 * or a bulk inspection paused until the budget returns — or null while some are left.
 */
export function inspectionQuotaAlert(input: {
  day: string;
  subject: string;
  perDay: number;
  dayRemaining: number;
  /** Labels of the user's bulk inspections of the property paused until the budget returns. */
  paused: readonly string[];
  /** The next midnight in California. */
  returnsAt: Date;
}): AlertCandidate | null {
  const { day, subject, perDay, dayRemaining, paused, returnsAt } = input;
  if (dayRemaining > 0 && paused.length === 0) return null;
  const utc = returnsAt.toISOString();
  const waiting =
    paused.length === 0
      ? ""
      : ` ${paused.length === 1 ? "A bulk inspection waits" : `${formatNumber(paused.length)} bulk inspections wait`} until then: ${paused.join(", ")}.`;
  return {
    day,
    title: `URL Inspection quota used up on ${subject}`,
    message:
      `Google allows ${formatNumber(perDay)} URL inspections a day for the property, and none are left for ${day}. ` +
      `They return at midnight Pacific time (${utc.slice(0, 10)} ${utc.slice(11, 16)} UTC).${waiting}`,
    observed: perDay - dayRemaining,
    expected: null,
    chart: [],
  };
}
