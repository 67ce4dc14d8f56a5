// POST /api/functions/connect-properties-gmb — connects synced properties to the Business Profile locations of the same website
import { ok } from "@/lib/api/response";
import { withSessionUser } from "@/lib/auth/server/session";
import type { ConnectPropertiesResponse } from "@/lib/data-api/types";
import { connectPropertiesToGmb } from "@/lib/google-sync/connect";

export const POST = withSessionUser(async (_request, user) =>
  ok<ConnectPropertiesResponse>(await connectPropertiesToGmb(user.id)),
);
