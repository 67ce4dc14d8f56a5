// GET /api/projects — the signed-in user's projects, newest first, with their data sources
// POST /api/projects — creates a project from { name, brand_terms? }; an Idempotency-Key header
// makes a retry answer the first creation instead of making a second project
import { answerOnce, readIdempotencyKey } from "@/lib/api/idempotency";
import { parseBody } from "@/lib/api/request";
import { ok } from "@/lib/api/response";
import { withSessionUser } from "@/lib/auth/server/session";
import { getDb } from "@/lib/db/client";
import { getProjects, newProject } from "@/lib/projects/projects";
import { MAX_PROJECT_BODY_BYTES } from "@/lib/projects/route-params";
import { projectInputSchema } from "@/lib/projects/schemas";
import type { ProjectResponse, ProjectsResponse } from "@/lib/projects/types";

export const GET = withSessionUser(async (_request, user) =>
  ok<ProjectsResponse>({ projects: await getProjects(await getDb(), user.id) }),
);

export const POST = withSessionUser(async (request, user) => {
  const key = readIdempotencyKey(request);
  const input = await parseBody(request, projectInputSchema, { maxBytes: MAX_PROJECT_BODY_BYTES });
  return answerOnce(
    await getDb(),
    user.id,
    { scope: "POST /api/projects/", key, input },
    async (tx) => ({
      status: 201,
      body: { project: await newProject(tx, input) } satisfies ProjectResponse,
    }),
  );
});
