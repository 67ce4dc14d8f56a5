// GET, POST /api/data/ga4/explorations — the explorations saved in a project; save one
import { ApiError } from "@/lib/api/errors";
import { parseBody, parseQuery } from "@/lib/api/request";
import { ok } from "@/lib/api/response";
import { withSessionUser } from "@/lib/auth/server/session";
import { getDb } from "@/lib/db/client";
import { withUser } from "@/lib/db/user-scope";
import { findProjectProperty } from "@/lib/data-api/ownership";
import { explorationSaveSchema, explorationsListSchema } from "@/lib/explore/route-schemas";
import {
  countExplorations,
  listExplorations,
  MAX_SAVED_EXPLORATIONS,
  saveExploration,
  type SavedExploration,
} from "@/lib/explore/store";

export const GET = withSessionUser(async (request, user) => {
  const { projectId } = parseQuery(request, explorationsListSchema);
  // Row level security keeps the list to the user's own rows; another's project lists nothing.
  const explorations = await withUser(
    user.id,
    (tx) => listExplorations(tx, projectId),
    await getDb(),
  );
  return ok<{ explorations: SavedExploration[] }>({ explorations });
});

export const POST = withSessionUser(async (request, user) => {
  const input = await parseBody(request, explorationSaveSchema);
  const db = await getDb();
  // Another user's project answers 404, as on the data routes.
  await findProjectProperty(db, user.id, input, "ga4");
  if (
    !input.id &&
    (await countExplorations(db, user.id, input.projectId)) >= MAX_SAVED_EXPLORATIONS
  ) {
    throw new ApiError(
      409,
      "too_many_explorations",
      `A project keeps at most ${MAX_SAVED_EXPLORATIONS} explorations. Delete one to save another.`,
    );
  }
  const saved = await saveExploration(db, user.id, input.projectId, input);
  return ok<SavedExploration>(saved, { status: input.id ? 200 : 201 });
});
