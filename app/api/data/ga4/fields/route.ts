// GET /api/data/ga4/fields — the dimensions and metrics of a project's GA4 property, custom ones included
import { parseQuery } from "@/lib/api/request";
import { ok } from "@/lib/api/response";
import { withSessionUser } from "@/lib/auth/server/session";
import { getDb } from "@/lib/db/client";
import { findProjectProperty } from "@/lib/data-api/ownership";
import { exploreFieldsSchema } from "@/lib/explore/route-schemas";
import { exploreFields } from "@/lib/explore/run";
import type { ExploreFields } from "@/lib/explore/types";

export const GET = withSessionUser(async (request, user) => {
  const input = parseQuery(request, exploreFieldsSchema);
  const source = await findProjectProperty(await getDb(), user.id, input, "ga4");
  return ok<ExploreFields>(
    await exploreFields({ userId: user.id, propertyUri: source.property_uri }),
  );
});
