// GET /api/content/calendar — a project's content plan as an .ics download (due and publish dates)
import { parseQuery } from "@/lib/api/request";
import { withSessionUser } from "@/lib/auth/server/session";
import { calendarHeaders } from "@/lib/content/calendar-response";
import { contentCalendar } from "@/lib/content/ical";
import { projectQuerySchema } from "@/lib/content/schemas";
import { calendarItems, findOwnProject } from "@/lib/content/store";
import { getDb } from "@/lib/db/client";
import { publicOrigin } from "@/lib/routing/public-origin";

export const GET = withSessionUser(async (request, user) => {
  const { projectId } = parseQuery(request, projectQuerySchema);
  const db = await getDb();
  const project = await findOwnProject(db, user.id, projectId);
  const text = contentCalendar({
    projectName: project.name,
    items: await calendarItems(db, project.id),
    appOrigin: publicOrigin(request),
  });
  return new Response(text, { headers: calendarHeaders(project.name) });
});
