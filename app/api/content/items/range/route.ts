// GET /api/content/items/range — a project's items whose due or publish date falls in [start, end]
import { parseQuery } from "@/lib/api/request";
import { ok } from "@/lib/api/response";
import { withSessionUser } from "@/lib/auth/server/session";
import { findOwnProject } from "@/lib/content/store";
import { calendarRangeItems } from "@/lib/content-calendar/range";
import { calendarRangeSchema } from "@/lib/content-calendar/schemas";
import type { CalendarRangeItems } from "@/lib/content-calendar/types";
import { getDb } from "@/lib/db/client";

export const GET = withSessionUser(async (request, user) => {
  const query = parseQuery(request, calendarRangeSchema);
  const db = await getDb();
  await findOwnProject(db, user.id, query.projectId);
  return ok<CalendarRangeItems>(await calendarRangeItems(db, user.id, query));
});
