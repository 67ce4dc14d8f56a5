// GET /api/jobs/ — the signed-in user's background jobs: unfinished ones and those finished in the last ten minutes, newest first
import { ok } from "@/lib/api/response";
import { withSessionUser } from "@/lib/auth/server/session";
import { withUser } from "@/lib/db/user-scope";
import type { JobListResponse } from "@/lib/jobs/kinds";
import { listRecentRuns } from "@/lib/jobs/runs";

export const GET = withSessionUser(async (_request, user) =>
  ok<JobListResponse>({ jobs: await withUser(user.id, (tx) => listRecentRuns(tx)) }),
);
