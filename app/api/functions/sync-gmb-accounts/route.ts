// POST /api/functions/sync-gmb-accounts — stores the user's Business Profile accounts and locations; needsAuth when the grant lacks Business Profile access
import { ok } from "@/lib/api/response";
import { withSessionUser } from "@/lib/auth/server/session";
import type { SyncGmbResponse } from "@/lib/data-api/types";
import { runJobAndWait } from "@/lib/jobs/wait";

// The sync runs as a background job (it survives a restart, and the jobs tray shows its progress);
// the request waits for its answer.
export const POST = withSessionUser(async (request, user) =>
  ok<SyncGmbResponse>(
    (await runJobAndWait("gbp-sync", user.id, { signal: request.signal })) as SyncGmbResponse,
  ),
);
