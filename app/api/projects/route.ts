// GET /api/projects — the signed-in user's projects, newest first, with their data sources
// POST /api/projects — creates a project from { name }
import { invalidInput, jsonOk } from "@/lib/api/response";
import { withSessionUser } from "@/lib/auth/server/session";
import { getDb } from "@/lib/db/client";
import { readJsonBody, respond } from "@/lib/projects/http";
import { addProject, getProjects } from "@/lib/projects/projects";
import { projectInputSchema } from "@/lib/projects/schemas";
import type { ProjectResponse, ProjectsResponse } from "@/lib/projects/types";

export const GET = withSessionUser(async (_request, user) =>
  respond("listing projects", async () =>
    jsonOk<ProjectsResponse>({ projects: await getProjects(await getDb(), user.id) }),
  ),
);

export const POST = withSessionUser(async (request, user) => {
  const body = await readJsonBody(request);
  if (!body.ok) return body.response;
  const input = projectInputSchema.safeParse(body.body);
  if (!input.success) return invalidInput(input.error);
  return respond("creating a project", async () =>
    jsonOk<ProjectResponse>(
      { project: await addProject(await getDb(), user.id, input.data) },
      { status: 201 },
    ),
  );
});
