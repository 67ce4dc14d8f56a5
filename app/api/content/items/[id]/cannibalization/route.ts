// GET /api/content/items/[id]/cannibalization — a cannibalization fix's primary page share of its query, 28 days before and after the fix
import { parseInput } from "@/lib/api/request";
import { ok } from "@/lib/api/response";
import { withSessionUser } from "@/lib/auth/server/session";
import { cannibalizationResult } from "@/lib/content/cannibalization-result";
import { afterWindowFor, searchConsoleRows, searchConsoleScope } from "@/lib/content/performance";
import { contentItemRefSchema } from "@/lib/content/schemas";
import { getContentItem } from "@/lib/content/store";
import type { CannibalizationResult } from "@/lib/content/types";
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
    if (!item.cannibalQuery || !item.primaryUrl || !item.actionDate)
      return ok<CannibalizationResult>(await cannibalizationResult(item, NO_READS));
    const scope = await searchConsoleScope(db, user.id, projectId, "measure its fixes");
    const now = new Date();
    return ok<CannibalizationResult>(
      await cannibalizationResult(item, {
        afterState: (after) => afterWindowFor(scope, after, now),
        rows: async (query, window) =>
          (
            await searchConsoleRows(scope, window, {
              dimensions: ["query", "page"],
              filters: [{ dimension: "query", operator: "equals", expression: query }],
            })
          ).map((row) => ({
            page: row.keys[1]!,
            clicks: row.clicks,
            impressions: row.impressions,
          })),
      }),
    );
  },
);

const NO_READS = {
  rows: () => Promise.reject(new Error("no reads without a fix date")),
  afterState: () => Promise.reject(new Error("no reads without a fix date")),
};
