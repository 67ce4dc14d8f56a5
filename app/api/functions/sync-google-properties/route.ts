// POST /api/functions/sync-google-properties — stores the user's Search Console sites and GA4 properties as Google lists them now
import { ok } from "@/lib/api/response";
import { withSessionUser } from "@/lib/auth/server/session";
import type { SyncPropertiesResponse } from "@/lib/data-api/types";
import { syncGoogleProperties } from "@/lib/google-sync/sync-properties";

export const POST = withSessionUser(async (_request, user) =>
  ok<SyncPropertiesResponse>(await syncGoogleProperties(user.id)),
);
