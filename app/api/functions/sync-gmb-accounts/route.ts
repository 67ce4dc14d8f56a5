// POST /api/functions/sync-gmb-accounts — stores the user's Business Profile accounts and locations; needsAuth when the grant lacks Business Profile access
import { ok } from "@/lib/api/response";
import { withSessionUser } from "@/lib/auth/server/session";
import type { SyncGmbResponse } from "@/lib/data-api/types";
import { syncGmbAccounts } from "@/lib/google-sync/sync-gmb";

export const POST = withSessionUser(async (_request, user) =>
  ok<SyncGmbResponse>(await syncGmbAccounts(user.id)),
);
