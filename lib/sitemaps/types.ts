import type { EntryStats } from "./analyze-entries";
import type { SitemapKind } from "./parse-sitemap";

export type { EntryStats, InvalidEntry, InvalidReason, LastmodSpread } from "./analyze-entries";
export type { SitemapKind } from "./parse-sitemap";

export type SitemapProblemCode =
  | "unreachable"
  | "timeout"
  | "too_large"
  | "http_status"
  | "not_xml"
  | "not_sitemap"
  | "compressed"
  | "nested_index"
  | "refused";

/** How many sitemaps of an index Rankwell reads; the rest are only counted. */
export const MAX_CHILDREN = 10;

/** Why Rankwell could not read a sitemap file, written for the person who owns it. */
export type SitemapProblem = { code: SitemapProblemCode; message: string };

/** Rankwell's own read of one sitemap file. */
export type SitemapFileCheck = {
  url: string;
  /** Where the last redirect ended, when it ended elsewhere. */
  finalUrl: string | null;
  status: number | null;
  /** Uncompressed size in bytes. */
  bytes: number | null;
  compressed: boolean;
  kind: SitemapKind | null;
  stats: EntryStats | null;
  /** Google's limits this file breaks: 50,000 URLs or 50 MB uncompressed. */
  overLimits: string[];
  problem: SitemapProblem | null;
};

/** The answer of /api/sitemaps/inspect: a sitemap and, for an index, its first children. */
export type SitemapCheck = SitemapFileCheck & {
  checkedAt: string;
  children: { listed: number; checked: SitemapFileCheck[] } | null;
  /** The URLs of every child checked, counted together. */
  totals: EntryStats | null;
};
