// PUT /api/authors/pages — a person says who wrote one page (null: no one); this wins over the rest
import { parseBody } from "@/lib/api/request";
import { ok } from "@/lib/api/response";
import { withSessionUser } from "@/lib/auth/server/session";
import { editPageAuthor } from "@/lib/authors/manage";
import { pageEditSchema } from "@/lib/authors/schemas";
import { projectGscSite } from "@/lib/authors/store";
import { getDb } from "@/lib/db/client";

export const PUT = withSessionUser(async (request, user) => {
  const { projectId, url, author } = await parseBody(request, pageEditSchema);
  const db = await getDb();
  const source = await projectGscSite(db, user.id, projectId);
  return ok<{ url: string; author: string | null }>(
    await editPageAuthor(db, { userId: user.id, projectId }, source.property_uri, url, author),
  );
});
