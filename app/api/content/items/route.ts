// GET, POST /api/content/items — one page of a project's content plan; add an item to it
import { parseBody, parseQuery } from "@/lib/api/request";
import { ok } from "@/lib/api/response";
import { withSessionUser } from "@/lib/auth/server/session";
import { CONTENT_BODY_BYTES, contentCreateSchema, contentListSchema } from "@/lib/content/schemas";
import { createContentItem, findOwnProject, listContentItems } from "@/lib/content/store";
import type { ContentItem, ContentItemPage } from "@/lib/content/types";
import { getDb } from "@/lib/db/client";

export const GET = withSessionUser(async (request, user) => {
  const query = parseQuery(request, contentListSchema);
  const db = await getDb();
  await findOwnProject(db, user.id, query.projectId);
  return ok<ContentItemPage>(await listContentItems(db, user.id, query));
});

export const POST = withSessionUser(async (request, user) => {
  const input = await parseBody(request, contentCreateSchema, { maxBytes: CONTENT_BODY_BYTES });
  const db = await getDb();
  // The fields prefilled from an opportunity or a Search Performance row are the client's: only
  // the project is checked here, as any other input.
  await findOwnProject(db, user.id, input.projectId);
  return ok<ContentItem>(await createContentItem(db, user.id, input), { status: 201 });
});
