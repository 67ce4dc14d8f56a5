// POST /api/alerts/read/ — marks the given alerts of the user read (all of them without ids)
import { readBodySchema } from "@/lib/alerts/schemas";
import { markRead } from "@/lib/alerts/store";
import type { AlertReadResponse } from "@/lib/alerts/types";
import { parseBody } from "@/lib/api/request";
import { ok } from "@/lib/api/response";
import { withSessionUser } from "@/lib/auth/server/session";
import { getDb } from "@/lib/db/client";

export const POST = withSessionUser(async (request, user) => {
  const { ids } = await parseBody(request, readBodySchema);
  return ok<AlertReadResponse>({ unread: await markRead(await getDb(), user.id, ids) });
});
