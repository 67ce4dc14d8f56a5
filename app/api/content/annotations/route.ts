// GET, POST /api/content/annotations — a project's chart annotations; add one by hand
import { parseBody, parseQuery } from "@/lib/api/request";
import { ok } from "@/lib/api/response";
import { withSessionUser } from "@/lib/auth/server/session";
import { createAnnotation, listAnnotations } from "@/lib/content/annotations";
import { annotationCreateSchema, annotationListSchema } from "@/lib/content/schemas";
import { findOwnProject } from "@/lib/content/store";
import type { ChartAnnotation } from "@/lib/content/types";
import { getDb } from "@/lib/db/client";

export const GET = withSessionUser(async (request, user) => {
  const input = parseQuery(request, annotationListSchema);
  const db = await getDb();
  await findOwnProject(db, user.id, input.projectId);
  return ok<{ annotations: ChartAnnotation[] }>({
    annotations: await listAnnotations(db, user.id, input),
  });
});

export const POST = withSessionUser(async (request, user) => {
  const input = await parseBody(request, annotationCreateSchema);
  const db = await getDb();
  await findOwnProject(db, user.id, input.projectId);
  return ok<ChartAnnotation>(await createAnnotation(db, user.id, input), { status: 201 });
});
