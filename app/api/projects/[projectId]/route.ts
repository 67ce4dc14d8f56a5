// PATCH /api/projects/[projectId] — renames one of the user's projects and/or sets its brand
// terms, from { name?, brand_terms? }
// DELETE /api/projects/[projectId] — deletes one of the user's projects with its data sources
import { parseBody, parseParams } from "@/lib/api/request";
import { noContent, ok } from "@/lib/api/response";
import { withSessionUser } from "@/lib/auth/server/session";
import { getDb } from "@/lib/db/client";
import { deleteUserProject, updateUserProject } from "@/lib/projects/projects";
import {
  MAX_PROJECT_BODY_BYTES,
  projectParamsSchema,
  type ProjectRouteContext,
} from "@/lib/projects/route-params";
import { projectUpdateSchema } from "@/lib/projects/schemas";
import type { ProjectResponse } from "@/lib/projects/types";

export const PATCH = withSessionUser<ProjectRouteContext>(async (request, user, context) => {
  const { projectId } = await parseParams(context, projectParamsSchema);
  const input = await parseBody(request, projectUpdateSchema, { maxBytes: MAX_PROJECT_BODY_BYTES });
  const project = await updateUserProject(await getDb(), user.id, projectId, input);
  return ok<ProjectResponse>({ project });
});

export const DELETE = withSessionUser<ProjectRouteContext>(async (_request, user, context) => {
  const { projectId } = await parseParams(context, projectParamsSchema);
  await deleteUserProject(await getDb(), user.id, projectId);
  return noContent();
});
