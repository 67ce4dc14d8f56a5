// POST /api/data/ga4/explore — one page of a GA4 exploration, with its totals, comparison and chart
import { parseBody } from "@/lib/api/request";
import { ok } from "@/lib/api/response";
import { withSessionUser } from "@/lib/auth/server/session";
import { getDb } from "@/lib/db/client";
import { findProjectProperty } from "@/lib/data-api/ownership";
import { exploreRequestSchema } from "@/lib/explore/route-schemas";
import { runExploration } from "@/lib/explore/run";
import type { ExploreResult } from "@/lib/explore/types";

export const POST = withSessionUser(async (request, user) => {
  const input = await parseBody(request, exploreRequestSchema);
  const source = await findProjectProperty(await getDb(), user.id, input, "ga4");
  return ok<ExploreResult>(
    await runExploration(
      { userId: user.id, propertyUri: source.property_uri },
      input.definition,
      input.table,
    ),
  );
});
