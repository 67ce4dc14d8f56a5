// The Authors routes' requests and answers: the contract between the server (storage, crawl,
// loaders, route handlers) and the views (`/app/authors/`, `/app/authors/{authorId}/`).
// Zod-free: the views' client code imports it. The zod schemas of these shapes live in
// lib/authors/schemas.ts.
//
// An author's id is `authorIdOf(name)` (lib/authors/names.ts): a stable slug of the name, so a
// link to an author survives a new crawl. A merged author's id resolves to the one it was merged
// into (lib/authors/aliases.ts); a rename keeps the id.
//
// Routes (all JSON answers `{ error: { code, message } }` on failure; another user's project is 404):
//   POST   /api/data/authors/                         AuthorListRequest   → AuthorListResponse
//   GET    /api/data/authors/export/?request=<json>   the list as CSV (every author, streamed)
//   POST   /api/data/authors/detail/                  AuthorDetailRequest → AuthorDetailResponse
//   POST   /api/data/authors/pages/                   AuthorTableRequest  → AuthorTablePage<AuthorPageRow>
//   POST   /api/data/authors/queries/                 AuthorTableRequest  → AuthorTablePage<AuthorQueryRow>
//   GET    /api/data/authors/pages/export/?request=<json>    CSV of every page of the author
//   GET    /api/data/authors/queries/export/?request=<json>  CSV of every query of the author
//   POST   /api/authors/crawl/        { projectId }                       → 202 { jobId }
//   GET    /api/authors/crawl/?projectId=                                 → AuthorCrawlStatus
//   GET    /api/authors/rules/?projectId=                                 → { rules: AuthorRuleDto[] }
//   POST   /api/authors/rules/        { projectId, pattern, author }      → 201 { rule: AuthorRuleDto }
//   DELETE /api/authors/rules/{ruleId}/?projectId=                        → { deleted: true }
//   POST   /api/authors/import/       { projectId, csv }                  → AuthorImportResult
//   PUT    /api/authors/pages/        { projectId, url, author | null }   → { url, author } (a manual edit)
//   POST   /api/authors/merge/        { projectId, fromId, intoId }       → { author: AuthorSummary }
//   PATCH  /api/authors/{authorId}/   { projectId, name }                 → { author: AuthorSummary }
//
// Who wrote a page, strongest first: a manual edit, a CSV import, a rule (first matching by
// position), the crawl (lib/authors/rules.ts resolveAuthor).

import type { CompareMode } from "@/lib/dates/compare";
import type { ComparisonCoverage } from "@/lib/dates/coverage";

export type AuthorMetrics = {
  clicks: number;
  impressions: number;
  /** A fraction, 0–1. */
  ctr: number;
  /** Impression-weighted average position; 0 with no impressions. */
  position: number;
};

/** Where a page's author came from. */
export type AuthorshipSource = "manual" | "import" | "rule" | "crawl";

export type AuthorSummary = {
  id: string;
  name: string;
  /** Names merged into this author, shown under the name. */
  aliases: string[];
};

export const AUTHOR_LIST_SORTS = [
  "name",
  "pages",
  "clicks",
  "impressions",
  "ctr",
  "position",
  "clicksChange",
  "lastPublished",
] as const;
export type AuthorListSort = (typeof AUTHOR_LIST_SORTS)[number];

export const AUTHOR_PAGE_SORTS = [
  "url",
  "published",
  "clicks",
  "impressions",
  "ctr",
  "position",
  "clicksChange",
] as const;
export type AuthorPageSort = (typeof AUTHOR_PAGE_SORTS)[number];

export const AUTHOR_QUERY_SORTS = [
  "query",
  "clicks",
  "impressions",
  "ctr",
  "position",
  "clicksChange",
] as const;
export type AuthorQuerySort = (typeof AUTHOR_QUERY_SORTS)[number];

/** The most rows one page of a table holds. */
export const AUTHOR_PAGE_SIZE_MAX = 100;

type Scope = {
  projectId: string;
  /** The project's Search Console data source id. */
  propertyId: string;
  /** yyyy-MM-dd */
  startDate: string;
  endDate: string;
  compare: CompareMode | null;
  /** true reads fresh (not yet final) days too. */
  fresh?: boolean;
};

type Table<S extends string> = {
  sort: S;
  desc: boolean;
  search?: string;
  pageIndex: number;
  /** 1..AUTHOR_PAGE_SIZE_MAX */
  pageSize: number;
};

export type AuthorListRequest = Scope & { table: Table<AuthorListSort> };
export type AuthorDetailRequest = Scope & { authorId: string };
export type AuthorTableRequest<S extends string = string> = Scope & {
  authorId: string;
  table: Table<S>;
};

export type AuthorListRow = AuthorSummary & {
  /** The author's pages (resolved authorship), with or without clicks in the range. */
  pages: number;
  metrics: AuthorMetrics;
  /** The comparison period's; null when no comparison may be shown. */
  previous: AuthorMetrics | null;
  /** Clicks per week over the range, oldest first (at most 26 points). */
  sparkline: number[];
  cadence: {
    /** Pages published per month over the last 12 months. */
    perMonth: number;
    /** yyyy-MM-dd of the newest published page, when known. */
    lastPublished: string | null;
  };
};

export type AuthorCrawlStatus = {
  state: "never" | "queued" | "running" | "completed" | "failed" | "cancelled";
  /** The job (GET /api/jobs/ shows its progress). */
  jobId: string | null;
  done: number;
  total: number | null;
  finishedAt: string | null;
  pagesCrawled: number;
  pagesWithAuthor: number;
  /** Pages robots.txt does not let the crawler fetch. */
  blockedByRobots: number;
  /** Pages that answered an error or could not be reached. */
  failed: number;
  /** A catalogue message when the last crawl failed. */
  error: string | null;
};

export type AuthorListResponse = {
  rows: AuthorListRow[];
  /** Authors matching the search. */
  total: number;
  pageIndex: number;
  pageSize: number;
  /** Over every author (attributed pages only). */
  totals: AuthorMetrics;
  previousTotals: AuthorMetrics | null;
  comparison: ComparisonCoverage;
  /** Pages with clicks or impressions in the range but no author: nothing disappears silently. */
  unattributed: { pages: number; metrics: AuthorMetrics };
  crawl: AuthorCrawlStatus;
};

export type AuthorPageRow = {
  url: string;
  title: string | null;
  /** yyyy-MM-dd, when the page says. */
  published: string | null;
  modified: string | null;
  source: AuthorshipSource;
  metrics: AuthorMetrics;
  previous: AuthorMetrics | null;
};

export type AuthorQueryRow = {
  query: string;
  metrics: AuthorMetrics;
  previous: AuthorMetrics | null;
};

export type AuthorTablePage<Row> = {
  rows: Row[];
  total: number;
  pageIndex: number;
  pageSize: number;
};

export type AuthorDetailResponse = {
  author: AuthorSummary;
  pages: number;
  totals: AuthorMetrics;
  previousTotals: AuthorMetrics | null;
  comparison: ComparisonCoverage;
  /** One point per day of the range (the comparison's beside it, aligned by index). */
  trend: { date: string; clicks: number; impressions: number }[];
  previousTrend: { date: string; clicks: number; impressions: number }[] | null;
  /** The five pages gaining and losing the most clicks against the comparison period. */
  movers: { best: AuthorPageRow[]; worst: AuthorPageRow[] };
  /** Pages published per month (last 12 months) and their clicks and impressions in the 28 days after. */
  publishedByMonth: {
    /** yyyy-MM */
    month: string;
    pages: number;
    clicksAfter28: number;
    impressionsAfter28: number;
    /** Pages whose 28 days after are not over yet. */
    pending: number;
  }[];
};

export type AuthorRuleDto = {
  id: string;
  /** A path pattern (lib/authors/patterns.ts): `*` within one segment, `**` for any segments. */
  pattern: string;
  authorId: string;
  authorName: string;
  position: number;
  /** Pages of the project this rule decides (not overridden by an import or a manual edit). */
  matches: number;
};

export type AuthorImportResult = {
  imported: number;
  /** Lines refused, with why; the rest is imported. */
  errors: { line: number; message: string }[];
};
