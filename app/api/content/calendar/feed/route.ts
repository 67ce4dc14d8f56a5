// GET, POST /api/content/calendar/feed — whether a project has a secret calendar feed; make a new one
import { parseQuery } from "@/lib/api/request";
import { ok } from "@/lib/api/response";
import { withSessionUser } from "@/lib/auth/server/session";
import { calendarFeedStatus, feedPath, rotateCalendarFeed } from "@/lib/content/feeds";
import { projectQuerySchema } from "@/lib/content/schemas";
import { findOwnProject } from "@/lib/content/store";
import type { CalendarFeed, CalendarFeedStatus } from "@/lib/content/types";
import { getDb } from "@/lib/db/client";
import { publicOrigin } from "@/lib/routing/public-origin";

export const GET = withSessionUser(async (request, user) => {
  const { projectId } = parseQuery(request, projectQuerySchema);
  const db = await getDb();
  await findOwnProject(db, user.id, projectId);
  return ok<CalendarFeedStatus>(await calendarFeedStatus(db, user.id, projectId));
});

// The URL is answered this once: only its hash is kept, and the previous URL stops working.
export const POST = withSessionUser(async (request, user) => {
  const { projectId } = parseQuery(request, projectQuerySchema);
  const db = await getDb();
  await findOwnProject(db, user.id, projectId);
  const { token, createdAt } = await rotateCalendarFeed(db, user.id, projectId);
  return ok<CalendarFeed>(
    { url: `${publicOrigin(request)}${feedPath(token)}`, createdAt: createdAt.toISOString() },
    { status: 201 },
  );
});
