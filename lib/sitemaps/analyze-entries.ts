import { checkLastmod, LASTMOD_REASONS } from "./lastmod";
import type { SitemapEntry } from "./parse-sitemap";
import { isInProperty } from "./property-scope";

export type InvalidReason = "bad_url" | "outside_property" | "invalid_lastmod" | "duplicate";
export type InvalidEntry = { loc: string; reason: InvalidReason; detail: string };

export type LastmodSpread = {
  /** Entries with a valid <lastmod>, and their share of all entries (0–1). */
  withLastmod: number;
  share: number;
  oldest: string | null;
  median: string | null;
  newest: string | null;
};

export type EntryStats = {
  count: number;
  lastmod: LastmodSpread;
  invalid: Record<InvalidReason, number>;
  /** The first few invalid entries, to show what to fix. */
  samples: InvalidEntry[];
};

const MAX_SAMPLES = 20;
// The sitemaps protocol caps a URL at 2,048 characters.
const MAX_URL_LENGTH = 2048;

function urlProblem(loc: string): string | null {
  if (loc === "") return "has an empty <loc>";
  if (loc.length > MAX_URL_LENGTH) return `is longer than ${MAX_URL_LENGTH} characters`;
  if (/\s/.test(loc)) return "contains spaces (they must be escaped as %20)";
  if (!URL.canParse(loc)) return "is not an absolute URL";
  const { protocol } = new URL(loc);
  if (protocol !== "http:" && protocol !== "https:")
    return `uses ${protocol} instead of http or https`;
  return null;
}

const iso = (time: number | undefined) =>
  time === undefined ? null : new Date(time).toISOString();

function median(sorted: readonly number[]): number | undefined {
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length % 2 === 1) return sorted[middle];
  return sorted.length === 0 ? undefined : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Counts, last-modified spread and invalid entries of a sitemap's URLs (or an index's sitemaps). */
export function analyzeEntries(
  entries: readonly SitemapEntry[],
  { propertyUri, now }: { propertyUri: string; now: number },
): EntryStats {
  const invalid: Record<InvalidReason, number> = {
    bad_url: 0,
    outside_property: 0,
    invalid_lastmod: 0,
    duplicate: 0,
  };
  const samples: InvalidEntry[] = [];
  const flag = (loc: string, reason: InvalidReason, detail: string) => {
    invalid[reason] += 1;
    if (samples.length < MAX_SAMPLES) samples.push({ loc, reason, detail });
  };
  const seen = new Set<string>();
  const times: number[] = [];

  for (const { loc, lastmod } of entries) {
    const problem = urlProblem(loc);
    if (problem) flag(loc, "bad_url", `The URL ${problem}.`);
    else if (!isInProperty(propertyUri, new URL(loc)))
      flag(loc, "outside_property", `The URL is outside the property ${propertyUri}.`);
    if (seen.has(loc)) flag(loc, "duplicate", "The URL is listed more than once.");
    seen.add(loc);
    if (lastmod === null) continue;
    const checked = checkLastmod(lastmod, now);
    if (checked.ok) times.push(checked.time);
    else
      flag(loc, "invalid_lastmod", `The lastmod “${lastmod}” ${LASTMOD_REASONS[checked.reason]}.`);
  }

  times.sort((a, b) => a - b);
  return {
    count: entries.length,
    lastmod: {
      withLastmod: times.length,
      share: entries.length === 0 ? 0 : times.length / entries.length,
      oldest: iso(times[0]),
      median: iso(median(times)),
      newest: iso(times.at(-1)),
    },
    invalid,
    samples,
  };
}
