// DELETE /api/data/ga4/explorations/[id] — deletes one of the user's saved explorations
import { parseInput } from "@/lib/api/request";
import { noContent } from "@/lib/api/response";
import { withSessionUser } from "@/lib/auth/server/session";
import { getDb } from "@/lib/db/client";
import { explorationDeleteSchema } from "@/lib/explore/route-schemas";
import { deleteExploration } from "@/lib/explore/store";

export const DELETE = withSessionUser<{ params: Promise<{ id: string }> }>(
  async (request, user, context) => {
    const { projectId, id } = parseInput(
      {
        projectId: new URL(request.url).searchParams.get("projectId") ?? undefined,
        id: (await context.params).id,
      },
      explorationDeleteSchema,
    );
    await deleteExploration(await getDb(), user.id, projectId, id);
    return noContent();
  },
);
