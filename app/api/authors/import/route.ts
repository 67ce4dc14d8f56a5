// POST /api/authors/import — a CSV of page URL and author; what it could not use comes back by line
import { parseBody } from "@/lib/api/request";
import { ok } from "@/lib/api/response";
import { withSessionUser } from "@/lib/auth/server/session";
import type { AuthorImportResult } from "@/lib/authors/api-types";
import { importAuthors } from "@/lib/authors/manage";
import { importSchema, MAX_IMPORT_CSV } from "@/lib/authors/schemas";
import { projectGscSite } from "@/lib/authors/store";
import { getDb } from "@/lib/db/client";

export const POST = withSessionUser(async (request, user) => {
  const { projectId, csv } = await parseBody(request, importSchema, {
    maxBytes: MAX_IMPORT_CSV + 4096,
  });
  const db = await getDb();
  const source = await projectGscSite(db, user.id, projectId);
  return ok<AuthorImportResult>(
    await importAuthors(db, { userId: user.id, projectId }, source.property_uri, csv),
  );
});
