// GET /api/google-properties — the Google properties synced to the user's account, ordered by name
import { jsonOk } from "@/lib/api/response";
import { withSessionUser } from "@/lib/auth/server/session";
import { getDb } from "@/lib/db/client";
import { getGoogleProperties } from "@/lib/projects/google-properties";
import { respond } from "@/lib/projects/http";
import type { GooglePropertiesResponse } from "@/lib/projects/types";

export const GET = withSessionUser(async (_request, user) =>
  respond("listing Google properties", async () =>
    jsonOk<GooglePropertiesResponse>({
      properties: await getGoogleProperties(await getDb(), user.id),
    }),
  ),
);
