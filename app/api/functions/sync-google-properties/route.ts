// POST /api/functions/sync-google-properties — stores the user's Search Console sites and GA4 properties as Google lists them now
import { withSessionUser } from "@/lib/auth/server/session";
import { ok, respondData } from "@/lib/data-api/http";
import type { SyncPropertiesResponse } from "@/lib/data-api/types";
import { syncGoogleProperties } from "@/lib/google-sync/sync-properties";

export const POST = withSessionUser(async (_request, user) =>
  respondData("syncing Google properties", async () =>
    ok<SyncPropertiesResponse>(await syncGoogleProperties(user.id)),
  ),
);
