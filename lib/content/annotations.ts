import "server-only";
import { and, asc, eq, gte, lte } from "drizzle-orm";
import { ApiError, notFound } from "@/lib/api/errors";
import { chartAnnotations, type contentItems } from "@/lib/db/schema";
import type { Db, Tx } from "@/lib/db/types";
import { withUser } from "@/lib/db/user-scope";
import { CONTENT_LIMITS, type ChartAnnotation } from "./types";

// The marks on the Overview's and Search Performance's charts: one per published content item,
// kept in step with it by the item's own writes, and any number added by hand.

type Row = typeof chartAnnotations.$inferSelect;

/** A project's annotations can number in the thousands over the years; a chart needs its range. */
const MAX_ANNOTATIONS = 1000;

const toAnnotation = (row: Row): ChartAnnotation => ({
  id: row.id,
  projectId: row.project_id,
  day: row.day,
  label: row.label,
  source: row.source,
  contentItemId: row.content_item_id,
  createdAt: row.created_at.toISOString(),
});

export const publishedLabel = (title: string) => {
  const label = `Published: ${title}`;
  const max = CONTENT_LIMITS.annotationLabel;
  return label.length > max ? `${label.slice(0, max - 1)}…` : label;
};

/**
 * The item's annotation as its state says: at its publish date while it is published, none
 * otherwise. Runs in the transaction that wrote the item.
 */
export async function syncItemAnnotation(
  tx: Tx,
  item: typeof contentItems.$inferSelect,
): Promise<void> {
  if (item.status !== "published" || !item.publish_date) {
    await tx.delete(chartAnnotations).where(eq(chartAnnotations.content_item_id, item.id));
    return;
  }
  const values = { day: item.publish_date, label: publishedLabel(item.title) };
  await tx
    .insert(chartAnnotations)
    .values({
      ...values,
      project_id: item.project_id,
      user_id: item.user_id,
      source: "content_item",
      content_item_id: item.id,
    })
    .onConflictDoUpdate({ target: chartAnnotations.content_item_id, set: values });
}

/** The project's annotations in day order, within the range when one is given. */
export async function listAnnotations(
  db: Db,
  userId: string,
  input: { projectId: string; startDate?: string | undefined; endDate?: string | undefined },
): Promise<ChartAnnotation[]> {
  const rows = await withUser(
    userId,
    (tx) =>
      tx
        .select()
        .from(chartAnnotations)
        .where(
          and(
            eq(chartAnnotations.project_id, input.projectId),
            input.startDate ? gte(chartAnnotations.day, input.startDate) : undefined,
            input.endDate ? lte(chartAnnotations.day, input.endDate) : undefined,
          ),
        )
        .orderBy(asc(chartAnnotations.day), asc(chartAnnotations.created_at))
        .limit(MAX_ANNOTATIONS),
    db,
  );
  return rows.map(toAnnotation);
}

/** A note added by hand (the route has checked the project is the user's). */
export async function createAnnotation(
  db: Db,
  userId: string,
  input: { projectId: string; day: string; label: string },
): Promise<ChartAnnotation> {
  const [row] = await db
    .insert(chartAnnotations)
    .values({ project_id: input.projectId, user_id: userId, day: input.day, label: input.label })
    .returning();
  return toAnnotation(row!);
}

/** Deletes a note added by hand; a published item's note goes when the item leaves "published". */
export async function deleteAnnotation(db: Db, userId: string, projectId: string, id: string) {
  const owned = and(
    eq(chartAnnotations.id, id),
    eq(chartAnnotations.project_id, projectId),
    eq(chartAnnotations.user_id, userId),
  );
  const [row] = await db.select().from(chartAnnotations).where(owned);
  if (!row) throw notFound("No annotation with this id exists in this project.");
  if (row.source === "content_item")
    throw new ApiError(
      409,
      "annotation_from_content_item",
      "This note marks a published content item. Move the item out of “Published” to remove it.",
    );
  await db.delete(chartAnnotations).where(owned);
}
