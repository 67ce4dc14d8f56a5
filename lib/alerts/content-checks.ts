import "server-only";
import { and, desc, eq, inArray, isNotNull, isNull, lte } from "drizzle-orm";
import type { CoverageIssue } from "@/lib/coverage/issues";
import type { DataSource } from "@/lib/db/queries/data-sources";
import { contentItems, urlInspections } from "@/lib/db/schema";
import type { Db } from "@/lib/db/types";
import { shiftDay } from "@/lib/dates/compare";
import {
  contentNotIndexedAlert,
  findNotIndexed,
  NOT_INDEXED_AFTER_DAYS,
  type PublishedPage,
} from "./content-alerts";
import type { InspectionReading } from "./inspection-alerts";
import type { InspectionCheck } from "./inspection-checks";
import { subjectOf } from "./series";
import type { AlertRuleRow } from "./store";

// The content_not_indexed rule, read from the project's content plan and the stored inspections:
// no Google call. Each item is named once: it is marked when its alert is raised.

type Rule = Pick<AlertRuleRow, "id" | "user_id" | "project_id">;

export async function checkContentNotIndexed(input: {
  db: Db;
  userId: string;
  rule: Rule;
  source: DataSource;
  today: string;
  now: Date;
}): Promise<InspectionCheck> {
  const { db, userId, rule, source, today, now } = input;
  const rows = await db
    .select({
      id: contentItems.id,
      title: contentItems.title,
      url: contentItems.target_url,
      publishDate: contentItems.publish_date,
    })
    .from(contentItems)
    .where(
      and(
        eq(contentItems.user_id, userId),
        eq(contentItems.project_id, rule.project_id),
        eq(contentItems.status, "published"),
        isNotNull(contentItems.target_url),
        isNull(contentItems.index_alert_at),
        lte(contentItems.publish_date, shiftDay(today, -NOT_INDEXED_AFTER_DAYS)),
      ),
    )
    .limit(1000);
  const pages = rows.filter((r): r is PublishedPage => r.url !== null && r.publishDate !== null);
  const urls = [...new Set(pages.map((p) => p.url))];
  const newest = new Map<string, InspectionReading>();
  if (urls.length > 0) {
    const inspections = await db
      .selectDistinctOn([urlInspections.url], {
        url: urlInspections.url,
        inspectedAt: urlInspections.inspected_at,
        verdict: urlInspections.verdict,
        issue: urlInspections.issue,
        coverageState: urlInspections.coverage_state,
      })
      .from(urlInspections)
      .where(
        and(
          eq(urlInspections.user_id, userId),
          eq(urlInspections.site_url, source.property_uri),
          inArray(urlInspections.url, urls),
        ),
      )
      .orderBy(urlInspections.url, desc(urlInspections.inspected_at));
    for (const row of inspections)
      newest.set(row.url, { ...row, issue: row.issue as CoverageIssue });
  }
  const found = findNotIndexed(pages, newest, today);
  const [only] = found;
  return {
    candidate: contentNotIndexedAlert({ day: today, subject: subjectOf(source), found }),
    href: only
      ? found.length === 1
        ? `/app/content-planning/?project=${rule.project_id}&item=${only.page.id}`
        : `/app/url-inspection/?project=${rule.project_id}&property=${source.id}`
      : `/app/content-planning/?project=${rule.project_id}`,
    // Marked only when the alert was raised: found after the day's alert, they wait for tomorrow's.
    settle: async (raised) => {
      if (!raised || found.length === 0) return;
      await db
        .update(contentItems)
        .set({ index_alert_at: now })
        .where(
          inArray(
            contentItems.id,
            found.map((f) => f.page.id),
          ),
        );
    },
  };
}
