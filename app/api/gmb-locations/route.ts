// GET /api/gmb-locations — the user's synced Business Profile locations, ordered by location name
import { ok } from "@/lib/api/response";
import { withSessionUser } from "@/lib/auth/server/session";
import { getDb } from "@/lib/db/client";
import { getGmbLocations } from "@/lib/data-api/gmb-locations";
import type { GmbLocationsResponse } from "@/lib/data-api/types";

export const GET = withSessionUser(async (_request, user) =>
  ok<GmbLocationsResponse>({ locations: await getGmbLocations(await getDb(), user.id) }),
);
