import "server-only";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { classifyInspection, type CoverageIssue } from "@/lib/coverage/issues";
import { urlInspections } from "@/lib/db/schema";
import { rawRows } from "@/lib/db/raw-rows";
import type { Db } from "@/lib/db/types";
import type { GscInspection } from "@/lib/google/schemas/search-console";
import { pacificDate } from "@/lib/google/pacific-date";
import type { InspectionChange, InspectionHistoryEntry } from "./types";

// Every inspection Rankwell makes, kept per user and property (table url_inspections). The server
// writes after its ownership check; the user reads their own rows under row level security.

export type StoredInspection = typeof urlInspections.$inferSelect;

const parseTime = (value: string | undefined) => {
  if (!value) return null;
  const at = new Date(value);
  return Number.isNaN(+at) ? null : at;
};

/** Keeps one inspection of `url` and returns its row. */
export async function recordInspection(
  db: Db,
  input: { userId: string; siteUrl: string; url: string; result: GscInspection; at: Date },
): Promise<StoredInspection> {
  const status = input.result.indexStatusResult;
  const issue = classifyInspection({
    url: input.url,
    verdict: status?.verdict ?? "VERDICT_UNSPECIFIED",
    coverageState: status?.coverageState ?? null,
    robotsTxtState: status?.robotsTxtState ?? null,
    indexingState: status?.indexingState ?? null,
    pageFetchState: status?.pageFetchState ?? null,
    googleCanonical: status?.googleCanonical ?? null,
    userCanonical: status?.userCanonical ?? null,
    lastCrawlTime: status?.lastCrawlTime ?? null,
  });
  const [row] = await db
    .insert(urlInspections)
    .values({
      user_id: input.userId,
      site_url: input.siteUrl,
      url: input.url,
      inspected_at: input.at,
      day: pacificDate(input.at),
      verdict: (status?.verdict ?? "VERDICT_UNSPECIFIED").slice(0, 40),
      coverage_state: status?.coverageState?.slice(0, 200) ?? null,
      issue,
      google_canonical: status?.googleCanonical?.slice(0, 2048) ?? null,
      user_canonical: status?.userCanonical?.slice(0, 2048) ?? null,
      last_crawl_time: parseTime(status?.lastCrawlTime),
      result: input.result,
    })
    .returning();
  if (!row) throw new Error("The inspection was not stored.");
  return row;
}

/** The newest inspection of `url`, if any. */
export async function latestInspection(
  db: Db,
  userId: string,
  siteUrl: string,
  url: string,
): Promise<StoredInspection | null> {
  const [row] = await db
    .select()
    .from(urlInspections)
    .where(
      and(
        eq(urlInspections.user_id, userId),
        eq(urlInspections.site_url, siteUrl),
        eq(urlInspections.url, url),
      ),
    )
    .orderBy(desc(urlInspections.inspected_at))
    .limit(1);
  return row ?? null;
}

const changesBetween = (
  older: InspectionHistoryEntry | undefined,
  newer: Omit<InspectionHistoryEntry, "changed">,
): InspectionChange[] => {
  if (!older) return [];
  const changed: InspectionChange[] = [];
  if (older.verdict !== newer.verdict) changed.push("verdict");
  if (older.coverageState !== newer.coverageState) changed.push("coverage");
  if (older.googleCanonical !== newer.googleCanonical) changed.push("google_canonical");
  if (older.userCanonical !== newer.userCanonical) changed.push("user_canonical");
  if (older.lastCrawlTime !== newer.lastCrawlTime) changed.push("crawl");
  return changed;
};

/** The URL's inspections, newest first, each with what changed since the one before. */
export async function inspectionHistory(
  db: Db,
  userId: string,
  siteUrl: string,
  url: string,
  limit = 20,
): Promise<InspectionHistoryEntry[]> {
  const rows = await db
    .select({
      id: urlInspections.id,
      inspected_at: urlInspections.inspected_at,
      verdict: urlInspections.verdict,
      coverage_state: urlInspections.coverage_state,
      issue: urlInspections.issue,
      google_canonical: urlInspections.google_canonical,
      user_canonical: urlInspections.user_canonical,
      last_crawl_time: urlInspections.last_crawl_time,
    })
    .from(urlInspections)
    .where(
      and(
        eq(urlInspections.user_id, userId),
        eq(urlInspections.site_url, siteUrl),
        eq(urlInspections.url, url),
      ),
    )
    .orderBy(desc(urlInspections.inspected_at))
    // One more than shown, so the oldest shown still knows what changed before it.
    .limit(limit + 1);
  const oldestFirst = rows.reverse();
  const entries: InspectionHistoryEntry[] = [];
  for (const row of oldestFirst) {
    const entry = {
      id: row.id,
      inspectedAt: row.inspected_at.toISOString(),
      verdict: row.verdict,
      coverageState: row.coverage_state,
      issue: row.issue as CoverageIssue,
      googleCanonical: row.google_canonical,
      userCanonical: row.user_canonical,
      lastCrawlTime: row.last_crawl_time?.toISOString() ?? null,
    };
    entries.push({ ...entry, changed: changesBetween(entries.at(-1), entry) });
  }
  return entries.reverse().slice(0, limit);
}

/** The URLs of `urls` already inspected on the Pacific day `day`, with the inspection's id. */
export async function inspectedOnDay(
  db: Db,
  userId: string,
  siteUrl: string,
  urls: string[],
  day: string,
): Promise<Map<string, string>> {
  if (urls.length === 0) return new Map();
  const rows = await db
    .select({ url: urlInspections.url, id: urlInspections.id })
    .from(urlInspections)
    .where(
      and(
        eq(urlInspections.user_id, userId),
        eq(urlInspections.site_url, siteUrl),
        eq(urlInspections.day, day),
        inArray(urlInspections.url, urls),
      ),
    );
  return new Map(rows.map((r) => [r.url, r.id]));
}

/** The newest inspection of every URL of the property: what Coverage knows from inspections. */
export async function latestInspections(
  db: Db,
  userId: string,
  siteUrl: string,
): Promise<
  {
    url: string;
    day: string;
    issue: CoverageIssue;
    verdict: string;
    inspectedAt: Date;
  }[]
> {
  const rows = await db
    .selectDistinctOn([urlInspections.url], {
      url: urlInspections.url,
      day: urlInspections.day,
      issue: urlInspections.issue,
      verdict: urlInspections.verdict,
      inspectedAt: urlInspections.inspected_at,
    })
    .from(urlInspections)
    .where(and(eq(urlInspections.user_id, userId), eq(urlInspections.site_url, siteUrl)))
    .orderBy(urlInspections.url, desc(urlInspections.inspected_at));
  return rows.map((r) => ({ ...r, issue: r.issue as CoverageIssue }));
}

/** Per Pacific day, how many URLs' newest-that-day inspection fell in each issue (the trend). */
export async function issueCountsByDay(
  db: Db,
  userId: string,
  siteUrl: string,
  sinceDay: string,
): Promise<{ day: string; issue: CoverageIssue; urls: number }[]> {
  const rows = await rawRows<{ day: string; issue: string; urls: number }>(
    db,
    sql`
    select day::text as day, issue, count(*)::int as urls
    from (
      select distinct on (url, day) url, day, issue
      from public.url_inspections
      where user_id = ${userId} and site_url = ${siteUrl} and day >= ${sinceDay}
      order by url, day, inspected_at desc
    ) latest
    group by day, issue
    order by day, issue`,
  );
  return rows.map((r) => ({ day: r.day, issue: r.issue as CoverageIssue, urls: r.urls }));
}
