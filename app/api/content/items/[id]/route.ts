// GET, PATCH, DELETE /api/content/items/[id] — one content item: read, change (with its version), delete
import { parseBody, parseInput } from "@/lib/api/request";
import { noContent, ok } from "@/lib/api/response";
import { withSessionUser } from "@/lib/auth/server/session";
import {
  CONTENT_BODY_BYTES,
  contentItemIdSchema,
  contentItemRefSchema,
  contentUpdateSchema,
} from "@/lib/content/schemas";
import { deleteContentItem, getContentItem, updateContentItem } from "@/lib/content/store";
import type { ContentItem } from "@/lib/content/types";
import { getDb } from "@/lib/db/client";

type Context = { params: Promise<{ id: string }> };

const refOf = async (request: Request, context: Context) =>
  parseInput(
    {
      projectId: new URL(request.url).searchParams.get("projectId") ?? undefined,
      id: (await context.params).id,
    },
    contentItemRefSchema,
  );

export const GET = withSessionUser<Context>(async (request, user, context) => {
  const { projectId, id } = await refOf(request, context);
  return ok<ContentItem>(await getContentItem(await getDb(), user.id, projectId, id));
});

// A stale version answers 409 edit_conflict and changes nothing; a refused move answers 400.
export const PATCH = withSessionUser<Context>(async (request, user, context) => {
  const id = parseInput((await context.params).id, contentItemIdSchema);
  const input = await parseBody(request, contentUpdateSchema, { maxBytes: CONTENT_BODY_BYTES });
  return ok<ContentItem>(await updateContentItem(await getDb(), user.id, id, input));
});

export const DELETE = withSessionUser<Context>(async (request, user, context) => {
  const { projectId, id } = await refOf(request, context);
  await deleteContentItem(await getDb(), user.id, projectId, id);
  return noContent();
});
