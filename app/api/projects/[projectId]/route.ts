// PATCH /api/projects/[projectId] — renames one of the user's projects and/or sets its brand
// terms, from { name?, brand_terms? }
// DELETE /api/projects/[projectId] — deletes one of the user's projects with its data sources
import { invalidInput, jsonOk } from "@/lib/api/response";
import { withSessionUser } from "@/lib/auth/server/session";
import { getDb } from "@/lib/db/client";
import { readJsonBody, respond } from "@/lib/projects/http";
import { deleteUserProject, updateUserProject } from "@/lib/projects/projects";
import { projectParamsSchema, type ProjectRouteContext } from "@/lib/projects/route-params";
import { projectUpdateSchema } from "@/lib/projects/schemas";
import type { ProjectResponse } from "@/lib/projects/types";

export const PATCH = withSessionUser<ProjectRouteContext>(async (request, user, context) => {
  const params = projectParamsSchema.safeParse(await context.params);
  if (!params.success) return invalidInput(params.error);
  const body = await readJsonBody(request);
  if (!body.ok) return body.response;
  const input = projectUpdateSchema.safeParse(body.body);
  if (!input.success) return invalidInput(input.error);
  return respond("updating a project", async () =>
    jsonOk<ProjectResponse>({
      project: await updateUserProject(await getDb(), user.id, params.data.projectId, input.data),
    }),
  );
});

export const DELETE = withSessionUser<ProjectRouteContext>(async (_request, user, context) => {
  const params = projectParamsSchema.safeParse(await context.params);
  if (!params.success) return invalidInput(params.error);
  return respond("deleting a project", async () => {
    await deleteUserProject(await getDb(), user.id, params.data.projectId);
    return new Response(null, { status: 204 });
  });
});
