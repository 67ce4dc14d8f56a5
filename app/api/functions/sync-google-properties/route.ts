// POST /api/functions/sync-google-properties — stores the user's Search Console sites and GA4 properties as Google lists them now
import { ok } from "@/lib/api/response";
import { withSessionUser } from "@/lib/auth/server/session";
import type { SyncPropertiesResponse } from "@/lib/data-api/types";
import { runJobAndWait } from "@/lib/jobs/wait";

// The sync runs as a background job (it survives a restart, and the jobs tray shows its progress);
// the request waits for its answer.
export const POST = withSessionUser(async (request, user) =>
  ok<SyncPropertiesResponse>(
    (await runJobAndWait("google-property-sync", user.id, {
      signal: request.signal,
    })) as SyncPropertiesResponse,
  ),
);
