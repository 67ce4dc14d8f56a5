import "server-only";
import { and, eq, gt, sql } from "drizzle-orm";
import type { CoverageIssue } from "@/lib/coverage/issues";
import type { DataSource } from "@/lib/db/queries/data-sources";
import { rawRows } from "@/lib/db/raw-rows";
import { inspectionBatches, urlInspectionUsage } from "@/lib/db/schema";
import type { Db } from "@/lib/db/types";
import { INSPECTION_LIMITS } from "@/lib/google/inspection-quota";
import { nextPacificMidnight } from "@/lib/google/pacific-date";
import type { AlertCandidate } from "./evaluate";
import {
  findIndexDrops,
  indexDropAlert,
  inspectionQuotaAlert,
  type InspectionReading,
} from "./inspection-alerts";
import { subjectOf } from "./series";
import { keepObservation, latestObservation, type AlertRuleRow } from "./store";

// The rules read from the inspections Rankwell keeps and the budget it counts: no Google call.

/** A first check (no reading kept yet) reports the drops of the last week, not of all time. */
const FIRST_CHECK_DAYS = 7;

type Rule = Pick<AlertRuleRow, "id" | "user_id" | "project_id">;

export type InspectionCheck = {
  candidate: AlertCandidate | null;
  href: string;
  /** Called with whether the alert was raised now; keeps what the next check starts from. */
  settle?: (raised: boolean) => Promise<void>;
};

/** The two newest inspections of each URL of the property whose newest one is later than `since`. */
async function readingsSince(db: Db, userId: string, siteUrl: string, since: Date) {
  const rows = await rawRows<{
    url: string;
    at_ms: number;
    verdict: string;
    issue: string;
    coverage_state: string | null;
  }>(
    db,
    sql`
    select url, (extract(epoch from inspected_at) * 1000)::float8 as at_ms, verdict, issue, coverage_state
    from (
      select url, inspected_at, verdict, issue, coverage_state,
        row_number() over (partition by url order by inspected_at desc) as n,
        max(inspected_at) over (partition by url) as newest
      from public.url_inspections
      where user_id = ${userId} and site_url = ${siteUrl}
    ) ranked
    where n <= 2 and newest > ${since.toISOString()}`,
  );
  // Whole milliseconds, rounded up, so a kept watermark never lets its own inspection in again.
  return rows.map((r): InspectionReading => ({
    url: r.url,
    inspectedAt: new Date(Math.ceil(Number(r.at_ms))),
    verdict: r.verdict,
    issue: r.issue as CoverageIssue,
    coverageState: r.coverage_state,
  }));
}

/**
 * Pages whose newest inspection since the last check left the index. The observation kept is the
 * newest inspection time looked at; it moves on only when the alert was raised (or none was due),
 * so drops found after the day's alert wait for the next day's instead of being lost.
 */
export async function checkIndexDrops(input: {
  db: Db;
  userId: string;
  rule: Rule;
  source: DataSource;
  today: string;
  now: Date;
}): Promise<InspectionCheck> {
  const { db, userId, rule, source, today, now } = input;
  const kept = await latestObservation(db, rule.id, today);
  const since = kept ? kept.value : +now - FIRST_CHECK_DAYS * 86_400_000;
  const readings = await readingsSince(db, userId, source.property_uri, new Date(since));
  const drops = findIndexDrops(readings, new Date(since));
  const newest = Math.max(since, ...readings.map((r) => +r.inspectedAt));
  const property = `project=${rule.project_id}&property=${source.id}`;
  const [only] = drops;
  return {
    candidate: indexDropAlert({ day: today, subject: subjectOf(source), drops }),
    href:
      drops.length === 1 && only
        ? `/app/url-inspection/?${property}&url=${encodeURIComponent(only.url)}`
        : `/app/coverage/?${property}`,
    settle: async (raised) => {
      if (raised || drops.length === 0) await keepObservation(db, rule, today, newest);
    },
  };
}

/** The property's inspection budget used up for the Pacific day: once a day, by the alert's own key. */
export async function checkInspectionQuota(input: {
  db: Db;
  userId: string;
  rule: Rule;
  source: DataSource;
  today: string;
  now: Date;
}): Promise<InspectionCheck> {
  const { db, userId, rule, source, today, now } = input;
  const returnsAt = nextPacificMidnight(now);
  // InspectionQuota's day window, found by its end: the next midnight in California.
  const [usage] = await db
    .select({ used: urlInspectionUsage.used })
    .from(urlInspectionUsage)
    .where(
      and(
        eq(urlInspectionUsage.site_url, source.property_uri),
        eq(urlInspectionUsage.window_kind, "day"),
        eq(urlInspectionUsage.window_end, returnsAt),
      ),
    );
  const dayRemaining = Math.max(0, INSPECTION_LIMITS.perDay - (usage?.used ?? 0));
  const paused = await db
    .select({ label: inspectionBatches.label })
    .from(inspectionBatches)
    .where(
      and(
        eq(inspectionBatches.user_id, userId),
        eq(inspectionBatches.site_url, source.property_uri),
        eq(inspectionBatches.state, "paused"),
        gt(inspectionBatches.resume_at, now),
      ),
    )
    .orderBy(inspectionBatches.created_at);
  return {
    candidate: inspectionQuotaAlert({
      day: today,
      subject: subjectOf(source),
      perDay: INSPECTION_LIMITS.perDay,
      dayRemaining,
      paused: paused.map((p) => p.label),
      returnsAt,
    }),
    href: `/app/url-inspection/?project=${rule.project_id}&property=${source.id}`,
  };
}
