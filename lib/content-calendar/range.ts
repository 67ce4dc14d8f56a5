import "server-only";
import { and, asc, between, eq, or } from "drizzle-orm";
import { toContentItem } from "@/lib/content/store";
import { contentItems } from "@/lib/db/schema";
import type { Db } from "@/lib/db/types";
import { withUser } from "@/lib/db/user-scope";
import type { CalendarRangeQuery } from "./schemas";
import { CALENDAR_LIMITS, type CalendarRangeItems } from "./types";

/**
 * The project's items whose due or publish date falls in the range, read under row level security
 * (the user's own rows), up to the cap; the route has checked the project is the user's.
 */
export async function calendarRangeItems(
  db: Db,
  userId: string,
  { projectId, start, end }: CalendarRangeQuery,
): Promise<CalendarRangeItems> {
  const rows = await withUser(
    userId,
    (tx) =>
      tx
        .select()
        .from(contentItems)
        .where(
          and(
            eq(contentItems.project_id, projectId),
            or(
              between(contentItems.due_date, start, end),
              between(contentItems.publish_date, start, end),
            ),
          ),
        )
        .orderBy(asc(contentItems.created_at), asc(contentItems.id))
        // One more than the cap says whether the answer is cut.
        .limit(CALENDAR_LIMITS.items + 1),
    db,
  );
  return {
    items: rows.slice(0, CALENDAR_LIMITS.items).map(toContentItem),
    truncated: rows.length > CALENDAR_LIMITS.items,
  };
}
