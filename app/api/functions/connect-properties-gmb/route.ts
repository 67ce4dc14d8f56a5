// POST /api/functions/connect-properties-gmb — connects synced properties to the Business Profile locations of the same website
import { withSessionUser } from "@/lib/auth/server/session";
import { ok, respondData } from "@/lib/data-api/http";
import type { ConnectPropertiesResponse } from "@/lib/data-api/types";
import { connectPropertiesToGmb } from "@/lib/google-sync/connect";

export const POST = withSessionUser(async (_request, user) =>
  respondData("connecting properties to Business Profile locations", async () =>
    ok<ConnectPropertiesResponse>(await connectPropertiesToGmb(user.id)),
  ),
);
