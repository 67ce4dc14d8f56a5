// GET /api/content/items/[id]/performance — a published item's URL and target queries, 28 days before and after
import { parseInput } from "@/lib/api/request";
import { ok } from "@/lib/api/response";
import { withSessionUser } from "@/lib/auth/server/session";
import { contentPerformance } from "@/lib/content/performance";
import { contentItemRefSchema } from "@/lib/content/schemas";
import { getContentItem } from "@/lib/content/store";
import type { ContentPerformance } from "@/lib/content/types";
import { getDb } from "@/lib/db/client";

export const GET = withSessionUser<{ params: Promise<{ id: string }> }>(
  async (request, user, context) => {
    const { projectId, id } = parseInput(
      {
        projectId: new URL(request.url).searchParams.get("projectId") ?? undefined,
        id: (await context.params).id,
      },
      contentItemRefSchema,
    );
    const db = await getDb();
    // Read under row level security: another user's item is a 404 before Google is asked.
    const item = await getContentItem(db, user.id, projectId, id);
    return ok<ContentPerformance>(await contentPerformance(db, user.id, item));
  },
);
