// GET /api/content/items/board — every status column of a project's content plan, in board order
import { parseQuery } from "@/lib/api/request";
import { ok } from "@/lib/api/response";
import { withSessionUser } from "@/lib/auth/server/session";
import { contentBoardSchema } from "@/lib/content/schemas";
import { contentBoard, findOwnProject } from "@/lib/content/store";
import type { ContentBoard } from "@/lib/content/types";
import { getDb } from "@/lib/db/client";

export const GET = withSessionUser(async (request, user) => {
  const filters = parseQuery(request, contentBoardSchema);
  const db = await getDb();
  await findOwnProject(db, user.id, filters.projectId);
  return ok<ContentBoard>(await contentBoard(db, user.id, filters));
});
