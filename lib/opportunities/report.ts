import "server-only";
import { parseInput } from "@/lib/api/request";
import { propertySitemapUrls } from "@/lib/coverage/property-sitemaps";
import { FIRST_ISSUES_PAGE } from "@/lib/cannibalization/issues-page";
import { cannibalizationIssuesInOrder } from "@/lib/cannibalization/report";
import { reportRequest } from "@/lib/cannibalization/requests";
import { cannibalizationRequestSchema } from "@/lib/cannibalization/schemas";
import { DEFAULT_VIEW_PARAMS } from "@/lib/cannibalization/view-params";
import { daysIn } from "@/lib/dates/compare";
import type { DateRange } from "@/lib/dates/format";
import { remembered } from "@/lib/data-api/remembered";
import type { PropertyRef } from "@/lib/data-api/schemas/common";
import { searchConsoleDataRequestSchema } from "@/lib/data-api/schemas/search-console";
import { searchConsoleData } from "@/lib/data-api/search-console";
import { withUser } from "@/lib/db/user-scope";
import { searchRequest } from "@/lib/overview/requests";
import { curvePoints } from "@/lib/seo/ctr-curve";
import {
  findAllOpportunities,
  type Opportunity,
  type PageMonth,
  type PageRow,
  type QueryPageRow,
} from "@/lib/seo/opportunities";
import { pagedTable, type TableSpec } from "@/lib/tables/table-page";
import type { OpportunitySort } from "./limits";
import { fullMonthsUpTo } from "./months";
import type { OpportunityListInput } from "./schemas";
import { readStates, type StoredState } from "./store";
import type { OpportunityListResponse, OpportunityRow } from "./types";

// Opportunities over every row of the range, computed where the rows are: the range's query×page
// rows, six whole months of clicks by page and the cannibalization detection, each from the shared
// Google cache, and the property's sitemaps for the two sitemap rules. The list is filtered by what
// the user dismissed or snoozed and answered a page at a time.

/** Months of clicks by page the decay rule reads. */
const DECAY_MONTHS = 6;

const dataOf = (
  userId: string,
  siteUrl: string,
  ref: PropertyRef,
  period: DateRange,
  dimensions: ("query" | "page")[],
  fresh: boolean,
) =>
  searchConsoleData(
    userId,
    siteUrl,
    parseInput(searchRequest(ref, period, dimensions, fresh), searchConsoleDataRequestSchema),
  );

async function pageMonthsOf(
  userId: string,
  siteUrl: string,
  ref: PropertyRef,
  endDate: string,
): Promise<{ months: string[]; rows: PageMonth[] }> {
  const months = fullMonthsUpTo(endDate, DECAY_MONTHS);
  const answers = await Promise.all(
    months.map((month) => dataOf(userId, siteUrl, ref, month, ["page"], false)),
  );
  const rows = answers.flatMap((answer, i) =>
    answer.rows.map(({ keys, clicks, impressions }) => ({
      page: keys[0] ?? "",
      month: months[i]!.month,
      clicks,
      impressions,
    })),
  );
  return { months: months.map((m) => m.month), rows };
}

/** How long the list waits for the sitemaps before it answers without the two sitemap rules. */
const SITEMAP_WAIT_MS = 10_000;

type SitemapRead = {
  urls: string[] | null;
  meta: OpportunityListResponse["meta"]["sitemaps"];
};

/**
 * The property's sitemap URLs, or null with the reason when they cannot be trusted to be complete:
 * no sitemap, a file that failed, a read cut short or slower than SITEMAP_WAIT_MS. A failure is the
 * sitemap rules' alone, never the whole list's.
 */
async function sitemapsOf(userId: string, siteUrl: string): Promise<SitemapRead> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<"late">((resolve) => {
    timer = setTimeout(() => resolve("late"), SITEMAP_WAIT_MS);
  });
  // The read goes on after a timeout: it is remembered, so a later visit finds it done.
  const sitemaps = await Promise.race([
    propertySitemapUrls(userId, siteUrl).catch(() => null),
    late,
  ]).finally(() => clearTimeout(timer));
  if (sitemaps === "late") return { urls: null, meta: { status: "slow" } };
  if (!sitemaps) return { urls: null, meta: { status: "unreadable" } };
  const { files, read } = sitemaps;
  if (files.length === 0) return { urls: null, meta: { status: "none" } };
  if (read.problems.length > 0) return { urls: null, meta: { status: "unreadable" } };
  if (read.truncated) return { urls: null, meta: { status: "incomplete" } };
  const urls = read.urls.map((u) => u.url);
  // The counts of unseen URLs are the engine's, filled in once it has run.
  return {
    urls,
    meta: { status: "read", files: files.length, urls: urls.length, unseen: 0, listed: 0 },
  };
}

/** The engine's answer for the input's range and thresholds, computed once while it is remembered. */
function analysis(userId: string, siteUrl: string, input: OpportunityListInput) {
  const { projectId, propertyId, startDate, endDate, dataState, brandTerms, thresholds } = input;
  const key = { analysis: "opportunities", projectId, propertyId, startDate, endDate, dataState };
  return remembered(userId, siteUrl, { ...key, brandTerms, thresholds }, async () => {
    const ref = { projectId, propertyId };
    const range = { startDate, endDate };
    const fresh = dataState === "all";
    const detection = reportRequest(
      { ref, range, params: DEFAULT_VIEW_PARAMS, brandTerms, fresh },
      null,
      FIRST_ISSUES_PAGE,
    );
    const [pairs, byPage, months, issues, sitemaps] = await Promise.all([
      dataOf(userId, siteUrl, ref, range, ["query", "page"], fresh),
      dataOf(userId, siteUrl, ref, range, ["page"], fresh),
      pageMonthsOf(userId, siteUrl, ref, endDate),
      cannibalizationIssuesInOrder(
        userId,
        siteUrl,
        parseInput(detection, cannibalizationRequestSchema),
      ),
      sitemapsOf(userId, siteUrl),
    ]);
    const queryPages: QueryPageRow[] = pairs.rows.map(
      ({ keys, clicks, impressions, position }) => ({
        query: keys[0] ?? "",
        page: keys[1] ?? "",
        clicks,
        impressions,
        position,
      }),
    );
    const pages: PageRow[] = byPage.rows.map(({ keys, clicks, impressions, position }) => ({
      page: keys[0] ?? "",
      clicks,
      impressions,
      position,
    }));
    const found = findAllOpportunities({
      queryPages,
      pages,
      sitemapUrls: sitemaps.urls,
      pageMonths: months.rows,
      cannibalization: [...issues],
      siteUrl,
      thresholds,
      rangeDays: daysIn(range),
    });
    const meta: OpportunityListResponse["meta"] = {
      rowCount: queryPages.length,
      capped: pairs.meta.capped,
      months: months.months,
      sitemaps:
        sitemaps.meta.status === "read" ? { ...sitemaps.meta, ...found.sitemaps } : sitemaps.meta,
    };
    return { ...found, meta };
  });
}

const TABLE_SPEC: TableSpec<OpportunityRow, OpportunitySort> = {
  key: (row) => row.id,
  searchText: (row) => `${row.query ?? ""} ${row.page ?? ""}`,
  columns: {
    gain: (row) => row.gain,
    impressions: (row) => row.impressions,
    clicks: (row) => row.clicks,
    position: (row) => (row.position > 0 ? row.position : null),
    type: (row) => row.type,
  },
};

function withState(opportunity: Opportunity, stored: StoredState | undefined): OpportunityRow {
  return {
    ...opportunity,
    state: stored?.state ?? "open",
    snoozedUntil: stored?.snoozedUntil?.toISOString() ?? null,
  };
}

/** The opportunities of the input with the user's decisions, filtered as the input asks. */
async function listed(userId: string, siteUrl: string, input: OpportunityListInput) {
  const [found, states] = await Promise.all([
    analysis(userId, siteUrl, input),
    withUser(userId, (tx) => readStates(tx, input.projectId)),
  ]);
  const rows = found.opportunities.map((o) => withState(o, states.get(o.id)));
  const types = new Set(input.types);
  const shown = rows.filter(
    (row) => row.state === input.show && (types.size === 0 || types.has(row.type)),
  );
  return { found, rows, shown };
}

/** One page of a property's opportunities, with the summary the view shows beside it. */
export async function opportunityList(
  userId: string,
  siteUrl: string,
  input: OpportunityListInput,
): Promise<OpportunityListResponse> {
  const { found, rows, shown } = await listed(userId, siteUrl, input);
  const page = pagedTable(shown, TABLE_SPEC).page(input.table);
  const counts = { open: 0, snoozed: 0, dismissed: 0 };
  const byType = new Map<Opportunity["type"], { count: number; gain: number }>();
  for (const row of rows) {
    counts[row.state] += 1;
    if (row.state !== "open") continue;
    const sum = byType.get(row.type) ?? { count: 0, gain: 0 };
    sum.count += 1;
    sum.gain += row.gain;
    byType.set(row.type, sum);
  }
  return {
    rows: page.rows,
    total: page.total,
    byType: [...byType].map(([type, sum]) => ({ type, ...sum })),
    counts,
    curve: found.curve ? { points: curvePoints(found.curve), pools: found.pools } : null,
    thresholds: found.thresholds,
    meta: found.meta,
  };
}

/** Every opportunity the list's filters match, in its order, for a streamed download. */
export async function opportunitiesInOrder(
  userId: string,
  siteUrl: string,
  input: OpportunityListInput,
): Promise<Iterable<OpportunityRow>> {
  const { shown } = await listed(userId, siteUrl, input);
  return pagedTable(shown, TABLE_SPEC).ordered(input.table);
}
