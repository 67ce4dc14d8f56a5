// DELETE /api/jobs/[jobId]/ — cancels one of the user's unfinished background jobs
import { z } from "zod";
import { recordIdSchema } from "@/lib/projects/schemas";
import { ApiError, notFound } from "@/lib/api/errors";
import { parseParams } from "@/lib/api/request";
import { noContent } from "@/lib/api/response";
import { withSessionUser } from "@/lib/auth/server/session";
import { getJobQueue } from "@/lib/jobs/process";

type JobRouteContext = { params: Promise<{ jobId: string }> };
const jobParamsSchema = z.object({ jobId: recordIdSchema });

export const DELETE = withSessionUser<JobRouteContext>(async (_request, user, context) => {
  const { jobId } = await parseParams(context, jobParamsSchema);
  const outcome = await (await getJobQueue()).cancel(user.id, jobId);
  if (outcome === "not_found") throw notFound("No such job.");
  if (outcome === "finished")
    throw new ApiError(409, "job_finished", "This job has already finished.");
  return noContent();
});
