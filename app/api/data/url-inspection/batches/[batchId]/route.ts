// DELETE /api/data/url-inspection/batches/[batchId]/ — cancels one of the user's bulk inspections;
// what it inspected so far stays in the URLs' histories
import { z } from "zod";
import { ApiError, notFound } from "@/lib/api/errors";
import { parseParams } from "@/lib/api/request";
import { noContent } from "@/lib/api/response";
import { withSessionUser } from "@/lib/auth/server/session";
import { getDb } from "@/lib/db/client";
import { recordIdSchema } from "@/lib/projects/schemas";
import { cancelBatch } from "@/lib/url-inspection/batches";

type BatchRouteContext = { params: Promise<{ batchId: string }> };
const paramsSchema = z.object({ batchId: recordIdSchema });

export const DELETE = withSessionUser<BatchRouteContext>(async (_request, user, context) => {
  const { batchId } = await parseParams(context, paramsSchema);
  const outcome = await cancelBatch(await getDb(), user.id, batchId);
  if (outcome === "not_found") throw notFound("No such bulk inspection.");
  if (outcome === "finished")
    throw new ApiError(409, "batch_finished", "This bulk inspection has already finished.");
  return noContent();
});
