import { shiftDay } from "@/lib/dates/compare";
import "server-only";
import { and, eq, gt, inArray, isNotNull, isNull, lte, min } from "drizzle-orm";
import { isIndexed } from "@/lib/alerts/inspection-alerts";
import type { CoverageIssue } from "@/lib/coverage/issues";
import { listDataSources } from "@/lib/db/queries/data-sources";
import { contentItems } from "@/lib/db/schema";
import type { Db } from "@/lib/db/types";
import { withUser } from "@/lib/db/user-scope";
import { primarySource } from "@/lib/filters/selectors";
import { nextPacificMidnight, pacificDate } from "@/lib/google/pacific-date";
import type { EnqueueOptions, JobQueue } from "@/lib/jobs/queue";
import { isInProperty } from "@/lib/sitemaps/property-scope";
import { createBatch } from "@/lib/url-inspection/batches";
import { latestInspection } from "@/lib/url-inspection/store";
import type { ContentIndexState, ContentItem } from "./types";

// A published page's index state. Three days after its publish date, a `content-index-check` job
// hands the URLs then due to URL Inspection as a bulk inspection (one batch per project), which the
// url-inspection job works within the property's daily budget; the newest stored inspection is
// read back for the item's performance and the content_not_indexed alert.

export const INDEX_CHECK_DELAY_DAYS = 3;

type Enqueue = Pick<JobQueue, "enqueue">;

/** Midnight in California at the start of the Pacific day `day`. */
export function pacificStartOf(day: string): Date {
  // 20:00 UTC the day before is midday in California, summer or winter.
  return nextPacificMidnight(new Date(`${shiftDay(day, -1)}T20:00:00Z`));
}

/** The Pacific day a published item's URL is inspected. */
export const indexCheckDay = (publishDate: string) => shiftDay(publishDate, INDEX_CHECK_DELAY_DAYS);

/** Queues the sweep for the day `day` (at once when it has begun); one waiting job per day. */
async function queueSweep(queue: Enqueue, userId: string, day: string, now: Date) {
  const at = pacificStartOf(day);
  const options: EnqueueOptions = {
    singletonKey: `${userId}:content-index:${day}`,
    step: "Waits to check the index state of published content",
    ...(at > now && { startAfter: at }),
  };
  await queue.enqueue("content-index-check", userId, options);
}

const inProperty = (siteUrl: string, url: string) => {
  try {
    return isInProperty(siteUrl, new URL(url));
  } catch {
    return false;
  }
};

async function primaryProperty(db: Db, userId: string, projectId: string) {
  const sources = await withUser(userId, (tx) => listDataSources(tx, projectId), db);
  return primarySource(sources, "gsc")?.property_uri ?? null;
}

/**
 * An item just published with its URL: its check waits until three days after its publish date.
 * Nothing is queued for a project without Search Console or a URL outside its property.
 */
export async function scheduleIndexCheck(
  db: Db,
  queue: () => Promise<Enqueue>,
  userId: string,
  item: Pick<ContentItem, "projectId" | "status" | "targetUrl" | "publishDate">,
  now: Date = new Date(),
): Promise<void> {
  if (item.status !== "published" || !item.targetUrl || !item.publishDate) return;
  const siteUrl = await primaryProperty(db, userId, item.projectId);
  if (!siteUrl || !inProperty(siteUrl, item.targetUrl)) return;
  await queueSweep(await queue(), userId, indexCheckDay(item.publishDate), now);
}

const published = (userId: string) =>
  and(
    eq(contentItems.user_id, userId),
    eq(contentItems.status, "published"),
    isNotNull(contentItems.target_url),
    isNull(contentItems.index_check_queued_at),
  );

/**
 * The `content-index-check` job: every published item of the user whose check day has come and
 * whose URL was not handed over yet becomes part of a bulk inspection of its project's property;
 * then the next such day is queued. A URL outside the property, or a project without Search
 * Console, is marked handled and never inspected.
 */
export async function runContentIndexChecks(
  userId: string,
  deps: { db: Db; queue: () => Promise<Enqueue>; now?: Date },
): Promise<{ queued: number }> {
  const { db } = deps;
  const now = deps.now ?? new Date();
  const lastDue = shiftDay(pacificDate(now), -INDEX_CHECK_DELAY_DAYS);
  const due = await db
    .select({
      id: contentItems.id,
      projectId: contentItems.project_id,
      url: contentItems.target_url,
    })
    .from(contentItems)
    .where(and(published(userId), lte(contentItems.publish_date, lastDue)))
    .limit(2000);
  const byProject = new Map<string, typeof due>();
  for (const item of due)
    byProject.set(item.projectId, [...(byProject.get(item.projectId) ?? []), item]);
  let queued = 0;
  for (const [projectId, items] of byProject) {
    const siteUrl = await primaryProperty(db, userId, projectId);
    const urls = siteUrl
      ? [...new Set(items.map((i) => i.url!).filter((url) => inProperty(siteUrl, url)))]
      : [];
    if (siteUrl && urls.length > 0) {
      await createBatch(db, {
        userId,
        projectId,
        siteUrl,
        source: "list",
        label: `Index check of ${urls.length === 1 ? "a published item" : `${urls.length} published items`}`,
        urls,
      });
      queued += urls.length;
    }
    await db
      .update(contentItems)
      .set({ index_check_queued_at: now })
      .where(
        inArray(
          contentItems.id,
          items.map((i) => i.id),
        ),
      );
  }
  const queue = await deps.queue();
  if (queued > 0) await queue.enqueue("url-inspection", userId);
  const [next] = await db
    .select({ day: min(contentItems.publish_date) })
    .from(contentItems)
    .where(and(published(userId), gt(contentItems.publish_date, lastDue)));
  if (next?.day) await queueSweep(queue, userId, indexCheckDay(next.day), now);
  return { queued };
}

/** The published item's newest stored inspection, or "not inspected yet". */
export async function contentIndexState(
  db: Db,
  userId: string,
  item: Pick<ContentItem, "projectId" | "targetUrl" | "publishDate">,
): Promise<ContentIndexState | null> {
  if (!item.targetUrl || !item.publishDate) return null;
  const siteUrl = await primaryProperty(db, userId, item.projectId);
  if (!siteUrl) return null;
  const checkOn = indexCheckDay(item.publishDate);
  const row = await latestInspection(db, userId, siteUrl, item.targetUrl);
  if (!row) return { status: "not_inspected", checkOn };
  return {
    status: isIndexed({ verdict: row.verdict, issue: row.issue as CoverageIssue })
      ? "indexed"
      : "not_indexed",
    verdict: row.verdict,
    coverageState: row.coverage_state,
    issue: row.issue,
    inspectedAt: row.inspected_at.toISOString(),
    checkOn,
  };
}
