// POST /api/data/ga4/compatibility — which of a GA4 property's fields GA4 combines with the chosen ones
import { parseBody } from "@/lib/api/request";
import { ok } from "@/lib/api/response";
import { withSessionUser } from "@/lib/auth/server/session";
import { getDb } from "@/lib/db/client";
import { findProjectProperty } from "@/lib/data-api/ownership";
import { exploreCompatibilitySchema } from "@/lib/explore/route-schemas";
import { exploreCompatibility } from "@/lib/explore/run";
import type { ExploreCompatibility } from "@/lib/explore/types";

export const POST = withSessionUser(async (request, user) => {
  const input = await parseBody(request, exploreCompatibilitySchema);
  const source = await findProjectProperty(await getDb(), user.id, input, "ga4");
  return ok<ExploreCompatibility>(
    await exploreCompatibility({ userId: user.id, propertyUri: source.property_uri }, input),
  );
});
