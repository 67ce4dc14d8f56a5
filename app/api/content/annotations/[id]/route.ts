// DELETE /api/content/annotations/[id] — deletes an annotation added by hand
import { parseInput } from "@/lib/api/request";
import { noContent } from "@/lib/api/response";
import { withSessionUser } from "@/lib/auth/server/session";
import { deleteAnnotation } from "@/lib/content/annotations";
import { annotationRefSchema } from "@/lib/content/schemas";
import { getDb } from "@/lib/db/client";

export const DELETE = withSessionUser<{ params: Promise<{ id: string }> }>(
  async (request, user, context) => {
    const { projectId, id } = parseInput(
      {
        projectId: new URL(request.url).searchParams.get("projectId") ?? undefined,
        id: (await context.params).id,
      },
      annotationRefSchema,
    );
    await deleteAnnotation(await getDb(), user.id, projectId, id);
    return noContent();
  },
);
